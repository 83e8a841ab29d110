import 'server-only'

import { cms } from '@/cms/client'
import { publishedWhere } from '@/cms/published'
import { withUrls } from '@/features/pages/server'
import type { Locale, SiteId } from '@/sites/sites'

/** Whole-site scans (search, index) read at most this many pages; the demo sites have ~45 each. */
export const PAGE_SCAN_LIMIT = 1000

/** Every published page of the site in one locale (fr fallback), for search and the index. */
export async function allPublishedPages(site: SiteId, locale: Locale) {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'pages',
    where: publishedWhere({ site }),
    locale,
    fallbackLocale: 'fr',
    draft: false,
    depth: 0,
    sort: 'id',
    limit: PAGE_SCAN_LIMIT,
  })
  return withUrls(docs)
}
