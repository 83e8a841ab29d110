import type { PayloadRequest } from 'payload'

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
