import { after } from 'next/server'

import { onDrain } from './drain'
import { logger } from './logger'
import { processWide } from './process-wide'

/** Work started by `inBackground` and not yet settled, on globalThis (one set per process). */
function pending(): Set<Promise<void>> {
  return processWide<Set<Promise<void>>>('in-background', () => new Set())
}

/** Resolves once no work started by `inBackground` in this process is under way. */
export async function backgroundSettled(): Promise<void> {
  while (pending().size > 0) await Promise.allSettled([...pending()])
}

/**
 * Runs `task` after the answer (Next's `after`), or at once without waiting outside a request (a
 * script, a test calling the handler). Its failure is logged as `failure`, never answered: the
 * answer must not depend on it. A stopping server lets it finish.
 */
export function inBackground(task: () => Promise<unknown>, failure: string): void {
  onDrain(backgroundSettled)
  const run = () => {
    const work: Promise<void> = task().then(
      () => undefined,
      (error: unknown) => logger.error({ err: error }, failure),
    )
    const all = pending()
    all.add(work)
    void work.finally(() => all.delete(work))
    return work
  }
  try {
    after(run)
  } catch {
    void run()
  }
}
