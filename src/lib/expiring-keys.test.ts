import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { createExpiringKeys } from './expiring-keys'
import { startRedisServer } from '../../tests/support/redis-server'
import { redisClient } from './redis'

describe('expiring keys (memory)', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllEnvs()
  })

  it('holds a key until its own expiry, and adds it once', async () => {
    vi.stubEnv('REDIS_URL', '')
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') })
    const keys = createExpiringKeys('test-memory')
    expect(await keys.add('a', 60_000)).toBe(true)
    expect(await keys.add('a', 60_000)).toBe(false)
    expect(await keys.has('a')).toBe(true)
    expect(await keys.has('b')).toBe(false)
    vi.advanceTimersByTime(60_000)
    expect(await keys.has('a')).toBe(false)
    expect(await keys.add('a', 1000)).toBe(true)
  })
})

// A Redis of its own: what one instance records, another one sees. Fresh modules, so that the
// process's Redis connection is opened to it and not taken from another test.
describe('expiring keys (Redis)', () => {
  const port = 4219
  let server: ChildProcess
  let fresh: { createExpiringKeys: typeof createExpiringKeys; redisClient: typeof redisClient }
  beforeAll(async () => {
    server = await startRedisServer(port)
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${port}`)
    vi.resetModules()
    fresh = { ...(await import('./expiring-keys')), ...(await import('./redis')) }
    const redis = (await fresh.redisClient())!
    if (redis.status !== 'ready') await once(redis, 'ready')
  })
  afterAll(async () => {
    ;(await fresh.redisClient())?.disconnect()
    vi.unstubAllEnvs()
    server.kill()
  })

  it('is shared by every instance, with the expiry of each key', async () => {
    const first = fresh.createExpiringKeys('test-shared')
    const second = fresh.createExpiringKeys('test-shared')
    const key = `k${Date.now()}`
    expect(await first.add(key, 400)).toBe(true)
    expect(await second.has(key)).toBe(true)
    expect(await second.add(key, 400)).toBe(false)
    const redis = await fresh.redisClient()
    expect(await redis!.pttl(`test-shared:${key}`)).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await second.has(key)).toBe(false)
  })
})
