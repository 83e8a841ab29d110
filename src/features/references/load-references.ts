import 'server-only'

import type { PaginatedDocs } from 'payload'
import { cache } from 'react'

import { cms } from '@/cms/client'
import type { Reference } from '@/cms/payload-types'
import { listPublishedOfSite, publishedListArgs, publishedWhere, type SiteListOptions } from '@/cms/published'
import { apiMediaOf } from '@/features/media/server'
import type { ListPage } from '@/lib/list-store'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { REFERENCES_PER_PAGE, referenceCard, referencesPagePath, type ReferenceCard } from './reference-cards'
import { referenceUrl } from './reference-url'

/** Published references of the site (§7 `references`), their pictures populated. */
export async function listReferences(options: SiteListOptions<'position' | 'id' | 'title'>): Promise<PaginatedDocs<Reference>> {
  return listPublishedOfSite('references', options)
}

/** Whole-site scans (the content index) read at most this many references. */
const REFERENCE_SCAN_LIMIT = 1000

/** Every published reference of the site by position, without its pictures, for the content index. */
export async function allPublishedReferences(site: SiteId, locale: Locale): Promise<Reference[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'references',
    where: publishedWhere({ site }),
    ...publishedListArgs({ locale, sort: 'position', limit: REFERENCE_SCAN_LIMIT }),
    depth: 0,
  })
  return docs
}

/**
 * The list's first page, the same as the §7 call's first page (the content API's tests compare
 * them); "load more" then asks that call for the pages after it.
 */
export async function firstReferencePage(site: SiteId, locale: Locale): Promise<ListPage<ReferenceCard>> {
  const result = await listReferences({ site, locale, sort: 'position', limit: REFERENCES_PER_PAGE })
  return {
    items: result.docs.flatMap(
      (doc) =>
        referenceCard({
          id: doc.id,
          short_url: referenceUrl(doc.slug, locale),
          title: doc.title,
          client: doc.client,
          sector: doc.sector,
          description: doc.description,
          logo: apiMediaOf(doc.logo),
        }) ?? [],
    ),
    next: result.hasNextPage ? referencesPagePath(site, locale, 2) : null,
    totalCount: result.totalDocs,
    count: result.docs.length,
  }
}

/** A published reference of this site by its slug; a reference of another site is unknown here. */
export const getReference = cache(async (slug: string, site: SiteId, locale: Locale): Promise<Reference | null> => {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'references',
    where: publishedWhere({ site, and: [{ slug: { equals: slug } }] }),
    locale,
    fallbackLocale: 'fr',
    draft: false,
    limit: 1,
    depth: 1,
  })
  return docs[0] ?? null
})
