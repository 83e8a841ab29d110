import 'server-only'

import type { PaginatedDocs } from 'payload'
import { cache } from 'react'

import { cms } from '@/cms/client'
import type { Faq } from '@/cms/payload-types'
import { publishedListArgs, publishedWhere, type SiteListOptions } from '@/cms/published'
import { logger } from '@/lib/logger'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

/**
 * §7 "type faq: FAQs sorted by position ASC, filtered by type_faq ids", published and of this site;
 * `types` keeps the FAQs of any of those type ids. Their types come populated (one level).
 */
export async function listFaqs(
  options: SiteListOptions<'position' | 'id' | 'title'> & { types?: readonly number[] },
): Promise<PaginatedDocs<Faq>> {
  const byType = options.types?.length ? [{ type_faq: { in: options.types } }] : []
  const payload = await cms()
  return payload.find({
    collection: 'faq',
    where: publishedWhere({ site: options.site, idIn: options.idIn, and: byType }),
    ...publishedListArgs(options),
    depth: 1,
  })
}

/** FAQs of a bloc are few; this only guards against an editor attaching a huge type. */
const FAQ_LIMIT = 100

/**
 * The FAQs of a bloc's types, by position. §8: a failed FAQ load is silent (logged, the bloc shows
 * no FAQ). `typeIds` is a comma-joined key so React's per-request cache can match repeated calls.
 */
export const getFaqs = cache(async (typeIds: string, site: SiteId, locale: Locale): Promise<Faq[]> => {
  const types = typeIds.split(',').map(Number).filter(Number.isInteger)
  if (types.length === 0) return []
  try {
    return (await listFaqs({ site, locale, sort: 'position', limit: FAQ_LIMIT, types })).docs
  } catch (error) {
    logger.error({ err: error, typeIds, site, locale }, 'faq load failed')
    return []
  }
})
