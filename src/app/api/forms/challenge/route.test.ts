import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { GET } from './route'

describe('form security codes handed out', () => {
  beforeEach(() => {
    vi.stubEnv('REDIS_URL', '')
    vi.stubEnv('ALTCHA_HMAC_KEY', 'test-key')
    vi.stubEnv('ALTCHA_MAX_NUMBER', '200')
  })
  afterEach(() => vi.unstubAllEnvs())

  it('hands one client 30 codes per 10 minutes, then 429 with when to come back', async () => {
    const ask = (client: string) =>
      GET(new Request('http://127.0.0.1/api/forms/challenge?locale=en', { headers: { 'x-client-address': client } }))
    for (let code = 0; code < 30; code += 1) expect((await ask('198.51.100.77')).status).toBe(200)
    const refused = await ask('198.51.100.77')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      'Too many requests from your connection. Please try again in a few minutes or call us.',
    )
    const other = await ask('198.51.100.78')
    expect(other.status).toBe(200)
    expect(((await other.json()) as { signature: string }).signature).toMatch(/^[0-9a-f]{64}$/)
  })
})
