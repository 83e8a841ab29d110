import 'server-only'

import { cache } from 'react'

import { cms } from '@/cms/client'
import type { Faq } from '@/cms/payload-types'
import { publishedWhere } from '@/cms/published'
import { logger } from '@/lib/logger'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

/** FAQs of a bloc are few; this only guards against an editor attaching a huge type. */
const FAQ_LIMIT = 100

/**
 * §7 "type faq: FAQs sorted by position ASC, filtered by type_faq ids", published and of this
 * site. §8: a failed FAQ load is silent (logged, the bloc shows no FAQ).
 * `typeIds` is a comma-joined key so React's per-request cache can match repeated calls.
 */
export const getFaqs = cache(async (typeIds: string, site: SiteId, locale: Locale): Promise<Faq[]> => {
  const ids = typeIds.split(',').map(Number).filter(Number.isInteger)
  if (ids.length === 0) return []
  try {
    const payload = await cms()
    const { docs } = await payload.find({
      collection: 'faq',
      where: publishedWhere({ site, and: [{ type_faq: { in: ids } }] }),
      sort: 'position',
      locale,
      fallbackLocale: 'fr',
      draft: false,
      depth: 1,
      limit: FAQ_LIMIT,
    })
    return docs
  } catch (error) {
    logger.error({ err: error, typeIds, site, locale }, 'faq load failed')
    return []
  }
})
