import 'server-only'

import { logger } from './logger'
import { redisClient } from './redis'

export type ExpiringKeys = {
  /** Records `key` until `lifetimeMs` from now; false when it was already recorded. */
  add(key: string, lifetimeMs: number): Promise<boolean>
  has(key: string): Promise<boolean>
}

/**
 * A set of keys that each leave by their own expiry (spent security codes, revoked sessions).
 * Shared by every instance through Redis when REDIS_URL is set; in this process's memory
 * otherwise, and while Redis is unreachable.
 */
export function createExpiringKeys(prefix: string): ExpiringKeys {
  /** Key → when it leaves (ms). */
  const memory = new Map<string, number>()
  const sweep = (now: number) => {
    for (const [key, expires] of memory) if (expires <= now) memory.delete(key)
  }

  async function shared<T>(command: (redis: Awaited<NonNullable<ReturnType<typeof redisClient>>>) => Promise<T>): Promise<T | undefined> {
    const redis = redisClient()
    if (!redis) return undefined
    try {
      return await command(await redis)
    } catch (error) {
      logger.warn({ err: error, prefix }, 'expiring keys checked against this process only')
      return undefined
    }
  }

  return {
    async add(key, lifetimeMs) {
      const ttl = Math.max(1, Math.ceil(lifetimeMs))
      const added = await shared(async (redis) => (await redis.set(`${prefix}:${key}`, '1', 'PX', ttl, 'NX')) === 'OK')
      if (added !== undefined) return added
      const now = Date.now()
      sweep(now)
      if (memory.has(key)) return false
      memory.set(key, now + ttl)
      return true
    },
    async has(key) {
      const found = await shared(async (redis) => (await redis.exists(`${prefix}:${key}`)) === 1)
      if (found !== undefined) return found
      sweep(Date.now())
      return memory.has(key)
    },
  }
}
