import type { CollectionConfig, GlobalConfig, Payload, PayloadRequest, TaskConfig } from 'payload'

import { isNextServer } from '@/lib/env'
import { runJobHandler } from '@/lib/job-handlers'
import { logger } from '@/lib/logger'

import { HEALTH_QUEUE, HEALTH_REFRESH_CONTEXT, HEALTH_TASKS } from '../fields/options'

type Task = (typeof HEALTH_TASKS)[keyof typeof HEALTH_TASKS]

/**
 * One task of the content health queue: the feature registered what it does
 * (src/lib/job-handlers.ts). One job of a kind runs at a time across instances. (Not `supersedes`:
 * the scheduler's next hourly job would replace the refresh a save had just queued.)
 */
function healthTask(slug: Task, cron: string): TaskConfig {
  return {
    slug,
    retries: 1,
    schedule: [{ cron, queue: HEALTH_QUEUE }],
    concurrency: { key: () => slug, exclusive: true },
    handler: async ({ req, input }) => {
      try {
        await runJobHandler(slug, req, input)
      } catch (error) {
        // The queue runs silently (payload.config.ts): a failure is said here, then retried once.
        logger.error({ err: error, task: slug }, 'content health job failed')
        throw error
      }
      return { output: {} }
    },
  }
}

/**
 * The stored findings are refreshed after every save and each hour (dates move on), the external
 * links are checked in bounded batches each half hour, the digest leaves on Monday mornings.
 */
export const contentHealthTasks: TaskConfig[] = [
  healthTask(HEALTH_TASKS.refresh, '0 0 * * * *'),
  healthTask(HEALTH_TASKS.checkLinks, '0 */30 * * * *'),
  healthTask(HEALTH_TASKS.digest, '0 0 6 * * 1'),
]

/**
 * Queues a refresh of the content health findings in the save's transaction, so it exists only
 * once the save is committed and cannot run before it; it runs in the jobs queue, never in the
 * request, and drops the refreshes still waiting (src/features/content-health/register.server.ts).
 */
async function queueHealthRefresh(payload: Payload, req: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: HEALTH_TASKS.refresh, queue: HEALTH_QUEUE, input: {}, req })
}

/**
 * After a save in the Next server: the seed, the migrations and the tests have no jobs queue to
 * run it (the server queues one refresh when it starts).
 */
async function afterSave({ req, context }: { req: PayloadRequest; context: Record<string, unknown> }): Promise<void> {
  if (isNextServer() && !context[HEALTH_REFRESH_CONTEXT]) await queueHealthRefresh(req.payload, req)
}

/** A save or deletion in a collection the view reads queues a refresh. */
export function withHealthRefresh(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), afterSave],
      afterDelete: [...(hooks.afterDelete ?? []), afterSave],
    },
  }
}

/** The settings change what is listed (the large file size): a refresh follows. */
export function globalWithHealthRefresh(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), afterSave] } }
}
