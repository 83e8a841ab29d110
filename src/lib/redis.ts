import 'server-only'

import type { Redis } from 'ioredis'

import { redisUrl } from './env'
import { logger } from './logger'

let client: Promise<Redis> | undefined

// How long the first caller waits for the connection to come up before going on without it.
const FIRST_CONNECTION_MS = 2_000

/**
 * The one Redis connection of the process when REDIS_URL is set, else null. ioredis is loaded only
 * then. Commands fail at once while Redis is away (no offline queue): callers fall back to memory
 * rather than keep a visitor waiting. The client is handed out once the first connection is ready
 * (or has failed, or took too long): a command sent earlier would fail, and a rate limit would count
 * its first attempts in memory, then again from zero in Redis.
 */
export function redisClient(): Promise<Redis> | null {
  const url = redisUrl()
  if (!url) return null
  client ??= import('ioredis').then(async ({ Redis }) => {
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
    await firstConnection(redis)
    return redis
  })
  return client
}

function firstConnection(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      redis.off('ready', done)
      redis.off('error', done)
      resolve()
    }
    const timer = setTimeout(done, FIRST_CONNECTION_MS)
    redis.once('ready', done)
    redis.once('error', done)
  })
}
