import { describe, expect, it } from 'vitest'

import { clientAddress, createRateLimiter } from './rate-limit'

describe('rate limit', () => {
  it('allows `limit` attempts per window and client, then says when to retry', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 })
    expect([1, 2, 3].map((second) => limiter.hit('a', second * 1000).allowed)).toEqual([true, true, true])
    expect(limiter.hit('a', 10_000)).toEqual({ allowed: false, retryAfterMs: 51_000 })
    expect(limiter.hit('b', 10_000).allowed).toBe(true)
    expect(limiter.hit('a', 61_000).allowed).toBe(true)
  })

  it('keeps at most maxKeys clients in memory, dropping expired windows first', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 2 })
    limiter.hit('a', 0)
    limiter.hit('b', 900)
    limiter.hit('c', 1500) // 'a' expired and made room
    expect(limiter.hit('b', 1600).allowed).toBe(false)
    limiter.hit('d', 1700) // nothing expired: the oldest ('b') goes
    expect(limiter.hit('b', 1800).allowed).toBe(true)
  })

  it('takes the client address the nearest proxy saw', () => {
    expect(clientAddress('203.0.113.9')).toBe('203.0.113.9')
    expect(clientAddress('10.0.0.1, 198.51.100.7')).toBe('198.51.100.7')
    expect(clientAddress(null)).toBe('unknown')
  })
})
