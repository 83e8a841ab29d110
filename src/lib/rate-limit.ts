import 'server-only'

import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { logger } from './logger'
import { countRateLimitRefusal } from './metrics'
import { redisClient } from './redis'

export type RateLimiter = {
  /** Counts one attempt of `key` and says whether it stays within the limit; of attempts at once, `points` at most are allowed. */
  consume(key: string): Promise<{ allowed: boolean; retryAfterMs: number }>
  /**
   * Gives back an attempt `consume` allowed. A limit on failures only takes the attempt before the
   * check it guards (so attempts at once never pass more checks than the limit) and gives it back
   * when the check succeeds.
   */
  reward(key: string): Promise<void>
}

export type RateLimitOptions = {
  /** Names the counters in Redis; unique per limiter. */
  keyPrefix: string
  /** Attempts allowed per window. */
  points: number
  durationSeconds: number
}

/**
 * `points` attempts per key and window of `durationSeconds`, counted from a key's first attempt.
 * Shared by every instance through Redis when REDIS_URL is set; in this process's memory otherwise,
 * and while Redis is unreachable, so that an outage never turns customers away.
 */
export function createRateLimiter({ keyPrefix, points, durationSeconds }: RateLimitOptions): RateLimiter {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds })
  let limiter: Promise<RateLimiterMemory | RateLimiterRedis> | undefined

  // The Redis limiter needs the connection, which is opened on first use.
  async function open(): Promise<RateLimiterMemory | RateLimiterRedis> {
    const redis = redisClient()
    if (!redis) return memory
    try {
      return new RateLimiterRedis({ storeClient: await redis, keyPrefix, points, duration: durationSeconds, insuranceLimiter: memory })
    } catch (error) {
      logger.error({ err: error, keyPrefix }, 'no Redis client: attempts counted in this process only')
      return memory
    }
  }

  return {
    async consume(key) {
      limiter ??= open()
      try {
        await (await limiter).consume(key)
        return { allowed: true, retryAfterMs: 0 }
      } catch (rejection) {
        // The library rejects with the counter's state when the limit is reached.
        if (rejection instanceof RateLimiterRes) {
          countRateLimitRefusal(keyPrefix)
          return { allowed: false, retryAfterMs: rejection.msBeforeNext }
        }
        throw rejection
      }
    },
    async reward(key) {
      limiter ??= open()
      await (await limiter).reward(key)
    },
  }
}
