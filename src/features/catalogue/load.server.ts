import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import { cms } from '@/cms/client'
import { cachedRead } from '@/lib/cached-read'
import { listTag } from '@/lib/cache-tags'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { catalogueOf, toCatalogueItem, type Audience, type Catalogue, type CatalogueItem } from './catalogue'

/** Published products only: the public never sees a draft offer or price. */
async function findProducts(where: Where, locale: Locale): Promise<CatalogueItem[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [where, { _status: { equals: 'published' } }] },
    sort: 'position',
    depth: 1,
    locale,
    fallbackLocale: 'fr',
    pagination: false,
    overrideAccess: false,
  })
  return docs.map(toCatalogueItem)
}

/** Every read of a site's products carries its tag: a save of any offer or option renders the pages that priced it again. */
const productsTags = (_: string, site: SiteId) => [listTag('products', site)]

const siteCatalogue = cachedRead(
  'catalogue',
  async (audience: string, site: SiteId, locale: Locale) =>
    catalogueOf(await findProducts({ and: [{ site: { equals: String(site) } }, { audience: { equals: audience } }] }, locale)),
  productsTags,
)

// One object per render: the blocs of a page that price offers (availability check, configurator)
// then share it, and the page's payload carries it once.
const catalogueOnce = cache(siteCatalogue)

/** The offers and options of a site for one audience (the funnel, and the server's check of an order). */
export async function loadCatalogue(site: SiteId, audience: Audience, locale: Locale): Promise<Catalogue> {
  return catalogueOnce(audience, site, locale)
}

const namedOffers = cachedRead(
  'offers',
  (ids: string, site: SiteId, locale: Locale) =>
    findProducts(
      { and: [{ id: { in: ids.split(',').map(Number) } }, { site: { equals: String(site) } }, { kind: { not_equals: 'option' } }] },
      locale,
    ),
  productsTags,
)

// One read per render for the cards and the page's structured data: React's cache compares arguments by identity, hence the string key.
const offersOnce = cache(namedOffers)

/** The offers a page bloc names, those of this site only (a page shared by sites names each site's own). */
export async function loadOffers(ids: readonly number[], site: SiteId, locale: Locale): Promise<CatalogueItem[]> {
  return ids.length === 0 ? [] : offersOnce(ids.join(','), site, locale)
}
