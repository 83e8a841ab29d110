import { describe, expect, it } from 'vitest'

import { retryDelayMs } from './retry'

describe('outbox retries', () => {
  it('wait 1, 2, 4 … minutes, capped at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000])
    expect(retryDelayMs(20)).toBe(3_600_000)
  })
})
