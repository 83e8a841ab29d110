import 'server-only'

import { cms } from '@/cms/client'
import { logger } from '@/lib/logger'

const TIMEOUT_MS = 3000

/** The database answers a real query within the time-out. */
export async function checkHealth(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS)
  })
  try {
    const payload = await Promise.race([cms(), timeout])
    await Promise.race([payload.count({ collection: 'site-settings' }), timeout])
    return true
  } catch (error) {
    logger.error({ err: error }, 'health check failed')
    return false
  } finally {
    clearTimeout(timer)
  }
}
