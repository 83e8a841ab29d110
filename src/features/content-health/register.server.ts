import 'server-only'

import { cms } from '@/cms/client'
import { HEALTH_QUEUE, HEALTH_TASKS } from '@/cms/fields/options'
import { dropWaiting, queueOnce, registerJobHandler } from '@/lib/job-handlers'

import { sendDigests } from './digest.server'
import { checkLinks } from './link-check.server'
import { refreshHealth } from './refresh.server'

/**
 * What the content health jobs do, given to the jobs queue when the server starts (the CMS knows
 * no feature); then one refresh, for what changed while no server ran (the seed, a restore).
 */
export async function registerContentHealth(): Promise<void> {
  registerJobHandler(HEALTH_TASKS.refresh, async (req) => {
    // Each save queues a refresh; this one reads them all.
    await dropWaiting(req.payload, HEALTH_TASKS.refresh)
    await refreshHealth(req.payload)
  })
  registerJobHandler(HEALTH_TASKS.checkLinks, async (req) => {
    await checkLinks(req.payload)
  })
  registerJobHandler(HEALTH_TASKS.digest, async (req) => {
    await sendDigests(req.payload)
  })
  const payload = await cms()
  await queueOnce(payload, { task: HEALTH_TASKS.refresh, queue: HEALTH_QUEUE })
}
