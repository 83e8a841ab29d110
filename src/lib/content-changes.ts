import { processWide } from './process-wide'

/**
 * A count of the editors' saves and deletions per collection, in this process. In-memory copies
 * built from the content (the search index) compare it with the count they were built at and
 * rebuild lazily. Kept on globalThis: the CMS hooks and the routes may load this module from
 * different server bundles, and both must see one record.
 */
type Counts = Map<string, number>

function record(): Counts {
  return processWide<Counts>('content-changes', () => new Map())
}

export function recordContentChange(collection: string): void {
  record().set(collection, (record().get(collection) ?? 0) + 1)
}

/** Changes to any of these collections so far; a different number means something changed. */
export function contentChanges(collections: readonly string[]): number {
  return collections.reduce((sum, collection) => sum + (record().get(collection) ?? 0), 0)
}
