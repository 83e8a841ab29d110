import type { Payload, PayloadRequest, TaskType } from 'payload'

/**
 * What a task of the CMS's jobs queue does, when a feature does it (src/cms imports no feature):
 * the feature registers its function when the server starts, the task's handler runs it. Kept on
 * globalThis: the jobs queue and the registration may load this module from different bundles.
 */
export type JobHandler = (req: PayloadRequest, input: unknown) => Promise<void>

const KEY = Symbol.for('operator-website.job-handlers')

function handlers(): Map<string, JobHandler> {
  const scope = globalThis as typeof globalThis & { [KEY]?: Map<string, JobHandler> }
  scope[KEY] ??= new Map()
  return scope[KEY]
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

/**
 * Queues a task unless one of it is already waiting to run now (not started, not scheduled for
 * later): ten saves in a row then queue one refresh, not ten. One that is running does not count,
 * as it may have read before the change that queues this one.
 */
export async function queueOnce(payload: Payload, { task, queue }: { task: TaskType; queue: string }, req?: PayloadRequest): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: task } },
        { processing: { equals: false } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: new Date().toISOString() } }] },
      ],
    },
    ...(req ? { req } : {}),
  })
  if (totalDocs === 0) await payload.jobs.queue({ task, queue, input: {}, ...(req ? { req } : {}) })
}
