/**
 * A count of the page cache's expiries (an editor's publication expiring tags or every site page):
 * the production listener's prepared copies of cached pages (src/lib/production-server/
 * prepared-pages.ts) hold the count they were made at and are not served once it has moved. Kept on
 * globalThis: the CMS hooks run in Next's server bundle and the listener is loaded apart by
 * scripts/start.mjs, and both must see one count. With several instances the count is also kept in
 * Redis (`sharePageGeneration`, from src/instrumentation.ts), so that a publication through one
 * instance reaches every instance's prepared copies at once.
 */
import { logger } from './logger'
import { processWide } from './process-wide'

/** A count every instance reads and moves (Redis). */
export type SharedCount = { read(): Promise<string>; increase(): Promise<unknown> }

type State = { local: number; shared?: SharedCount }

function state(): State {
  return processWide<State>('page-generation', () => ({ local: 0 }))
}

export function sharePageGeneration(shared: SharedCount): void {
  state().shared = shared
}

/**
 * Called once the page cache has been expired: the prepared copies made before are not served
 * again. Without Redis the other instances' copies age out on their own (in a second).
 */
export async function movePageGeneration(): Promise<void> {
  const current = state()
  current.local += 1
  try {
    await current.shared?.increase()
  } catch (error) {
    logger.warn({ err: error }, 'page generation not shared: other instances keep their prepared pages up to a second')
  }
}

/** The current generation; it rejects when the shared count cannot be read (nothing prepared is served then). */
export function pageGeneration(): string | Promise<string> {
  const { local, shared } = state()
  return shared ? shared.read().then((count) => `${local}:${count}`) : String(local)
}
