import { revalidatePath } from 'next/cache'
import type { CollectionConfig } from 'payload'

import { recordContentChange } from '@/lib/content-changes'
import { isNextServer } from '@/lib/env'
import { logger } from '@/lib/logger'
import { SITE_PAGES_LAYOUT } from '@/sites/site-route'

/**
 * Cached site pages are rebuilt as soon as an editor saves or deletes content, instead of after the
 * time-based fallback. One save clears every site page: edits are rare, and a navigation, a
 * setting or an FAQ entry shows on many pages. The same save marks the in-process search index stale.
 */
export function revalidateSitePages(collection: string): void {
  // In-memory copies of the content (the search index) rebuild on their next use.
  recordContentChange(collection)
  // Outside the Next server (seed, migrations, tests) there is no page cache to clear.
  if (!isNextServer()) return
  revalidatePath(SITE_PAGES_LAYOUT, 'layout')
  logger.info({ collection }, 'site pages revalidated')
}

/** Adds the revalidation to a collection's afterChange and afterDelete hooks. */
export function withSitePageRevalidation(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), () => revalidateSitePages(collection.slug)],
      afterDelete: [...(hooks.afterDelete ?? []), () => revalidateSitePages(collection.slug)],
    },
  }
}
