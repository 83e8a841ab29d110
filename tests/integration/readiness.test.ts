import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { GET } from '@/app/api/ready/route'
import { cms } from '@/cms/client'

afterAll(async () => (await cms()).destroy())

const ask = async (client: string, headers: Record<string, string> = {}) => {
  const response = await GET(new Request('http://127.0.0.1/api/ready', { headers: { 'x-client-address': client, ...headers } }))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function lastProbe(): Promise<unknown> {
  return ((await (await cms()).kv.get('readiness-probe')) as { at?: string } | null)?.at
}

describe('GET /api/ready', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllEnvs()
  })

  it('tells a caller from outside the status only, the front on this machine everything', async () => {
    expect(await ask('203.0.113.7')).toEqual({ status: 200, body: { status: 'ready' } })
    const local = await ask('127.0.0.1')
    expect(local.status).toBe(200)
    expect(local.body).toMatchObject({
      status: 'ready',
      checks: { database: { ok: true }, media: { ok: true } },
      outbox: { pending: expect.any(Number) },
    })
    expect((await ask('::1')).body).toHaveProperty('outbox')
  })

  it('tells everything to an orchestrator with the configured token, and only to it', async () => {
    vi.stubEnv('READINESS_TOKEN', 'orchestrator-secret')
    expect((await ask('10.1.2.3', { authorization: 'Bearer orchestrator-secret' })).body).toHaveProperty('checks')
    expect((await ask('10.1.2.3', { authorization: 'Bearer guessed' })).body).toEqual({ status: 'ready' })
    expect((await ask('10.1.2.3')).body).toEqual({ status: 'ready' })
  })

  it('writes to the database once per 5 seconds however often it is asked', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 })
    const start = new Date().toISOString()
    await ask('203.0.113.8')
    expect(await lastProbe()).toBe(start)
    vi.setSystemTime(Date.now() + 4000)
    await Promise.all([1, 2, 3, 4, 5].map(() => ask('203.0.113.8')))
    expect(await lastProbe()).toBe(start)
    vi.setSystemTime(Date.now() + 1000)
    const later = new Date().toISOString()
    await ask('203.0.113.8')
    expect(await lastProbe()).toBe(later)
  })
})
