import 'server-only'

import { cache } from 'react'

import { cms } from '@/cms/client'
import type { Reference } from '@/cms/payload-types'
import { publishedWhere } from '@/cms/published'
import { listContents } from '@/api/server'
import type { ListPage } from '@/features/news'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { referencePage, referencesQuery, type ReferenceCard } from './reference-cards'

/** The first page through the §7 call itself, so the list and "load more" read the same answer. */
export async function firstReferencePage(site: SiteId, locale: Locale): Promise<ListPage<ReferenceCard>> {
  return referencePage(await listContents(referencesQuery(site, locale)))
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
