import type { ChildProcess } from 'node:child_process'

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createRateLimiter } from './rate-limit'
import { startRedisServer } from '../../tests/support/redis-server'
import { redisClient } from './redis'

describe('rate limit (memory)', () => {
  beforeEach(() => {
    vi.stubEnv('REDIS_URL', '')
    // The library dates each window with Date.now(); the clock moves only when the test says so.
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllEnvs()
  })

  it('allows `points` attempts per window and key, then says when to retry', async () => {
    const limiter = createRateLimiter({ keyPrefix: 'test-allow', points: 3, durationSeconds: 60 })
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await limiter.consume('a')).toEqual({ allowed: true, retryAfterMs: 0 })
      vi.advanceTimersByTime(1000)
    }
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterMs: 57_000 })
  })

  it('takes back an attempt given back, within its window', async () => {
    const limiter = createRateLimiter({ keyPrefix: 'test-reward', points: 2, durationSeconds: 60 })
    await limiter.consume('a')
    await limiter.consume('a')
    await limiter.reward('a')
    expect((await limiter.consume('a')).allowed).toBe(true)
    expect((await limiter.consume('a')).allowed).toBe(false)
  })

  it('allows no more than `points` of attempts made at once', async () => {
    const limiter = createRateLimiter({ keyPrefix: 'test-at-once', points: 3, durationSeconds: 60 })
    const attempts = await Promise.all(Array.from({ length: 20 }, () => limiter.consume('a')))
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(3)
  })

  it('counts every key on its own', async () => {
    const limiter = createRateLimiter({ keyPrefix: 'test-keys', points: 1, durationSeconds: 60 })
    expect((await limiter.consume('a')).allowed).toBe(true)
    expect((await limiter.consume('a')).allowed).toBe(false)
    expect((await limiter.consume('b')).allowed).toBe(true)
  })

  it('starts a new window once the last one is over', async () => {
    const limiter = createRateLimiter({ keyPrefix: 'test-reset', points: 1, durationSeconds: 10 })
    await limiter.consume('a')
    vi.advanceTimersByTime(9_999)
    expect((await limiter.consume('a')).allowed).toBe(false)
    vi.advanceTimersByTime(1)
    expect(await limiter.consume('a')).toEqual({ allowed: true, retryAfterMs: 0 })
  })

  it('keeps limiters with different prefixes apart', async () => {
    const orders = createRateLimiter({ keyPrefix: 'test-orders', points: 1, durationSeconds: 60 })
    const forms = createRateLimiter({ keyPrefix: 'test-forms', points: 1, durationSeconds: 60 })
    await orders.consume('a')
    expect((await forms.consume('a')).allowed).toBe(true)
  })
})

describe('rate limit (Redis away)', () => {
  beforeEach(() => vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1'))
  afterEach(async () => {
    ;(await redisClient())?.disconnect()
    vi.unstubAllEnvs()
  })

  it('keeps counting in memory so that customers are still served', async () => {
    const limiter = createRateLimiter({ keyPrefix: 'test-insured', points: 1, durationSeconds: 60 })
    expect((await limiter.consume('a')).allowed).toBe(true)
    expect((await limiter.consume('a')).allowed).toBe(false)
  })
})

// A Redis of its own, and fresh modules: the process's connection is opened by the limiter itself,
// as in a server that has just started.
describe('rate limit (Redis, just started)', () => {
  const port = 4229
  let server: ChildProcess
  beforeAll(async () => {
    server = await startRedisServer(port)
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${port}`)
    vi.resetModules()
  })
  afterAll(async () => {
    const fresh = await import('./redis')
    ;(await fresh.redisClient())?.disconnect()
    vi.unstubAllEnvs()
    server.kill()
  })

  it('counts the first attempts in Redis, not in memory before the connection is up', async () => {
    const fresh = await import('./rate-limit')
    const limiter = fresh.createRateLimiter({ keyPrefix: 'test-start', points: 2, durationSeconds: 60 })
    const first = await Promise.all([limiter.consume('a'), limiter.consume('a'), limiter.consume('a')])
    expect(first.map((attempt) => attempt.allowed)).toEqual([true, true, false])
    const redis = await (await import('./redis')).redisClient()
    expect(Number(await redis!.get('test-start:a'))).toBe(3)
    expect((await limiter.consume('a')).allowed).toBe(false)
  })
})
