import 'server-only'

import type { Redis } from 'ioredis'

import { redisUrl } from './env'
import { logger } from './logger'

let client: Promise<Redis> | undefined

/**
 * The one Redis connection of the process when REDIS_URL is set, else null. ioredis is loaded only
 * then. Commands fail at once while Redis is away (no offline queue): callers fall back to memory
 * rather than keep a visitor waiting.
 */
export function redisClient(): Promise<Redis> | null {
  const url = redisUrl()
  if (!url) return null
  client ??= import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    // ioredis reports each failed reconnection; one line per outage is enough.
    let down = false
    redis.on('error', (error: unknown) => {
      if (!down) logger.warn({ err: error }, 'redis unavailable')
      down = true
    })
    redis.on('ready', () => {
      if (down) logger.info('redis available again')
      down = false
    })
    return redis
  })
  return client
}
