import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { redisClient } from '@/lib/redis'

import { solveFormChallenge as solve } from '../../../tests/support/altcha'
import { createFormChallenge, verifyFormChallenge } from './challenge.server'

function decode(payload: string) {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
    challenge: { parameters: Record<string, unknown>; signature: string }
    solution: { counter: number; derivedKey: string }
  }
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

describe('form security code', () => {
  beforeEach(() => {
    vi.stubEnv('REDIS_URL', '')
    vi.stubEnv('ALTCHA_HMAC_KEY', 'test-key')
    vi.stubEnv('ALTCHA_MAX_NUMBER', '200')
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllEnvs()
  })

  it('hands out a signed challenge that expires in 10 minutes', async () => {
    const challenge = await createFormChallenge()
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.algorithm).toBe('SHA-256')
    expect(challenge.parameters.expiresAt! * 1000 - Date.now()).toBeGreaterThan(9 * 60_000)
    expect(challenge.parameters.expiresAt! * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000)
  })

  it('keeps the secret counter within the maximum', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { solution } = decode(await solve(await createFormChallenge()))
      expect(solution.counter).toBeGreaterThanOrEqual(100)
      expect(solution.counter).toBeLessThanOrEqual(200)
    }
  })

  it('accepts a solved challenge once, then refuses it', async () => {
    const payload = await solve(await createFormChallenge())
    expect(await verifyFormChallenge(payload)).toBe(true)
    expect(await verifyFormChallenge(payload)).toBe(false)
  })

  it('refuses a tampered payload', async () => {
    const { challenge, solution } = decode(await solve(await createFormChallenge()))
    const later = { ...challenge, parameters: { ...challenge.parameters, expiresAt: Number(challenge.parameters.expiresAt) + 3600 } }
    expect(await verifyFormChallenge(encode({ challenge: later, solution }))).toBe(false)
    const wrong = { ...solution, counter: solution.counter + 1 }
    expect(await verifyFormChallenge(encode({ challenge, solution: wrong }))).toBe(false)
    expect(await verifyFormChallenge(encode({ challenge: { parameters: challenge.parameters }, solution }))).toBe(false)
    expect(await verifyFormChallenge('not base64 JSON')).toBe(false)
    expect(await verifyFormChallenge(encode({ challenge, solution }))).toBe(true)
  })

  it('refuses a challenge signed with another key', async () => {
    vi.stubEnv('ALTCHA_HMAC_KEY', 'another-key')
    const payload = await solve(await createFormChallenge())
    vi.stubEnv('ALTCHA_HMAC_KEY', 'test-key')
    expect(await verifyFormChallenge(payload)).toBe(false)
  })

  it('refuses an expired challenge', async () => {
    const payload = await solve(await createFormChallenge())
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1000 })
    expect(await verifyFormChallenge(payload)).toBe(false)
  })

  it('remembers spent codes in memory while Redis is away', async () => {
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1')
    const payload = await solve(await createFormChallenge())
    expect(await verifyFormChallenge(payload)).toBe(true)
    expect(await verifyFormChallenge(payload)).toBe(false)
    ;(await redisClient())?.disconnect()
  })

  it('refuses a missing code', async () => {
    expect(await verifyFormChallenge(null)).toBe(false)
    expect(await verifyFormChallenge('')).toBe(false)
  })
})
