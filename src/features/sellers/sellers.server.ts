import 'server-only'

import type { PaginatedDocs } from 'payload'

import type { Seller } from '@/cms/payload-types'
import { listPublishedOfSite, type SiteListOptions } from '@/cms/published'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { sellerEntries, type SellerEntry } from './sellers'

/** Published sellers of the site (§7 `sellers`), their logo populated. */
export async function listSellers(options: SiteListOptions<'position' | 'name' | 'city'>): Promise<PaginatedDocs<Seller>> {
  return listPublishedOfSite('sellers', options)
}

/** A points-of-sale page lists at most this many: the §9 page size of a content list. */
const PAGE_LIMIT = 200

/** The site's sellers as a points-of-sale page shows them, position DESC (§7). */
export async function loadSellerEntries(site: SiteId, locale: Locale): Promise<SellerEntry[]> {
  const { docs } = await listSellers({ site, locale, sort: '-position', limit: PAGE_LIMIT })
  return sellerEntries(docs, locale)
}
