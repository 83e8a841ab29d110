import type { PaginatedDocs, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { cms } from './client'
import type { Config } from './payload-types'

/** Published (the spec's status 2) and, for collections with a site list, on this site. */
export function publishedWhere(options: { site?: SiteId; idIn?: number[]; and?: Where[] }): Where {
  const and: Where[] = [{ _status: { equals: 'published' } }, ...(options.and ?? [])]
  if (options.site !== undefined) and.push({ sites: { contains: String(options.site) } })
  if (options.idIn !== undefined) and.push({ id: { in: options.idIn } })
  return { and }
}

/** A Payload sort on one of a list's fields: `field` ascending, `-field` descending. */
export type SortOn<F extends string> = F | `-${F}`

/** One page of a published list in one locale and order; `idIn` keeps only those ids. */
export type ListOptions<F extends string> = {
  locale: Locale
  sort: SortOn<F>
  limit: number
  /** From 1; the first page when left out. */
  page?: number
  idIn?: number[]
}

/** A list of a collection whose documents carry a site list. */
export type SiteListOptions<F extends string> = ListOptions<F> & { site: SiteId }

/** The read arguments of a published list: French where a locale has no text, never a draft. */
export function publishedListArgs<F extends string>({ locale, sort, limit, page = 1 }: ListOptions<F>) {
  return { locale, fallbackLocale: 'fr' as const, draft: false, sort, limit, page }
}

/** The collections whose documents carry a site list and are read as one list of §7. */
type SiteCollection = 'news' | 'references' | 'sellers' | 'vods'

/** One page of a site's published documents of a collection, relations populated one level. */
export async function listPublishedOfSite<C extends SiteCollection, F extends string>(
  collection: C,
  options: SiteListOptions<F>,
): Promise<PaginatedDocs<Config['collections'][C]>> {
  const payload = await cms()
  return payload.find({
    collection,
    where: publishedWhere({ site: options.site, idIn: options.idIn }),
    ...publishedListArgs(options),
    depth: 1,
  })
}
