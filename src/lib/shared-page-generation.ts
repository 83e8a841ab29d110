import 'server-only'

import { sharePageGeneration } from './page-generation'
import { redisClient } from './redis'

/** Every build's instances share it: a publication through an older instance expires the newer ones' copies too. */
const KEY = 'operator-website:page-generation'

/** With REDIS_URL, the page generation is read and moved in Redis, so that every instance sees a publication at once. */
export function sharePageGenerationThroughRedis(): void {
  const client = redisClient()
  if (!client) return
  sharePageGeneration({
    read: async () => (await (await client).get(KEY)) ?? '0',
    increase: async () => (await client).incr(KEY),
  })
}
