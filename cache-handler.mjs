// Next's page and data cache in Redis when REDIS_URL is set (next.config.ts): every server instance
// reads the same rendered pages, and an editor's save expires their tags for all instances at once.
// Loaded by Next at run time as plain JavaScript, so it reads its settings itself.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { Redis } from 'ioredis'

const HANDLERS = Symbol.for('operator-website.cache-handlers')

/** Entries of another build are not this build's pages: the build id is part of every key. */
function buildId() {
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'build'
  }
}

async function connect() {
  const client = new Redis(process.env.REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
  })
  // ioredis reconnects by itself; one line per outage is enough (commands then miss the cache).
  let down = false
  client.on('error', (error) => {
    if (!down) console.warn(JSON.stringify({ level: 40, msg: 'page cache: redis unavailable', err: error.message }))
    down = true
  })
  client.on('ready', () => {
    down = false
  })
  try {
    await client.connect()
    return {
      handlers: [createRedisHandler({ client: ioredisAdapter(client), keyPrefix: `operator-website:${buildId()}:`, timeoutMs: 1000 })],
    }
  } catch (error) {
    // Started while Redis is away: this instance keeps its own cache rather than not serving.
    console.warn(
      JSON.stringify({ level: 40, msg: 'page cache: redis unreachable at start, memory cache in this instance', err: String(error) }),
    )
    client.disconnect()
    return { handlers: [createLruHandler()] }
  }
}

CacheHandler.onCreation(() => {
  // Next creates a handler per request context: one connection per process.
  globalThis[HANDLERS] ??= connect()
  return globalThis[HANDLERS]
})

export default CacheHandler
