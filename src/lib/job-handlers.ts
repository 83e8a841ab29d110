import type { Payload, PayloadRequest, TaskType, Where } from 'payload'
import { processWide } from './process-wide'

/**
 * What a task of the CMS's jobs queue does, when a feature does it (src/cms imports no feature):
 * the feature registers its function when the server starts, the task's handler runs it. Kept on
 * globalThis: the jobs queue and the registration may load this module from different bundles.
 */
export type JobHandler = (req: PayloadRequest, input: unknown) => Promise<void>

function handlers(): Map<string, JobHandler> {
  return processWide<Map<string, JobHandler>>('job-handlers', () => new Map())
}

export function registerJobHandler(task: string, handler: JobHandler): void {
  handlers().set(task, handler)
}

/** Runs the registered function of `task`; a task nobody registered fails (and the queue records why). */
export async function runJobHandler(task: string, req: PayloadRequest, input: unknown): Promise<void> {
  const handler = handlers().get(task)
  if (!handler) throw new Error(`no handler registered for the job task ${task}`)
  await handler(req, input)
}

/** Jobs of `task` waiting to run now: not started, not finished, not failed, not scheduled for later. */
function waitingNow(task: TaskType): Where {
  return {
    and: [
      { taskSlug: { equals: task } },
      { processing: { equals: false } },
      { completedAt: { exists: false } },
      { hasError: { not_equals: true } },
      { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: new Date().toISOString() } }] },
    ],
  }
}

/**
 * Queues a task unless one of it is already waiting to run now. For work outside a save (a start,
 * a finished check): inside a save's transaction, a waiting job may start before the save is
 * committed and read without it; a save queues its own job, which `dropWaiting` makes cheap.
 */
export async function queueOnce(payload: Payload, { task, queue }: { task: TaskType; queue: string }): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'payload-jobs', where: waitingNow(task) })
  if (totalDocs === 0) await payload.jobs.queue({ task, queue, input: {} })
}

/**
 * Removes the waiting jobs of `task`, for a job of it that is about to read everything saved so
 * far: ten saves in a row then run one refresh, not ten. A save committed after this keeps its job.
 * Its task must run one job at a time (exclusive concurrency), so no other instance is starting one.
 */
export async function dropWaiting(payload: Payload, task: TaskType): Promise<void> {
  await payload.delete({ collection: 'payload-jobs', where: waitingNow(task), depth: 0 })
}
