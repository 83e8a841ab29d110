import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import { cms } from '@/cms/client'
import type { FixedRoute } from '@/cms/fields/options'
import type { Page } from '@/cms/payload-types'
import { publishedWhere } from '@/cms/published'
import { documentTag, fixedRouteTag } from '@/lib/cache-tags'
import { cachedRead } from '@/lib/cached-read'
import { logger } from '@/lib/logger'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { withUrls } from './page-repository'

export type LoadedPage = Page & { urls: Partial<Record<Locale, string>> }

/**
 * Only published pages of this site ever leave the CMS (§3: status 2; §2: page must match its site),
 * except for a signed-in editor in live edit, who reads the latest draft (`draft`).
 */
async function findOne(where: Where, site: SiteId, locale: Locale, draft: boolean): Promise<LoadedPage | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'pages',
    where: draft ? { and: [{ sites: { contains: String(site) } }, where] } : publishedWhere({ site, and: [where] }),
    locale,
    fallbackLocale: 'fr',
    draft,
    limit: 1,
    depth: 1,
  })
  const [page] = await withUrls(docs, draft)
  return page ?? null
}

const publishedById = cachedRead(
  'page',
  (id: number, site: SiteId, locale: Locale) => findOne({ id: { equals: id } }, site, locale, false),
  (id) => [documentTag('pages', id)],
)

/** The id of the page of a fixed route, found by its `screen` field: any page gaining or losing it changes the answer. */
const publishedFixedRoutePageId = cachedRead(
  'screen-page',
  async (route: FixedRoute, site: SiteId): Promise<number | null> => {
    const { docs } = await (
      await cms()
    ).find({
      collection: 'pages',
      where: publishedWhere({ site, and: [{ screen: { equals: route } }] }),
      draft: false,
      limit: 1,
      depth: 0,
      select: { screen: true },
    })
    return docs[0]?.id ?? null
  },
  (route) => [fixedRouteTag(route)],
)

export const getPublishedPage = cache(async (id: number, site: SiteId, locale: Locale) => {
  try {
    return await publishedById(id, site, locale)
  } catch (error) {
    logger.error({ err: error, id, site, locale }, 'page load failed')
    throw error
  }
})

/** Read by id once found, so that the page's own tag lands on the render too. */
export const getFixedRoutePage = cache(async (route: FixedRoute, site: SiteId, locale: Locale) => {
  const id = await publishedFixedRoutePageId(route, site)
  return id === null ? null : getPublishedPage(id, site, locale)
})

/** Live edit (§6): the latest draft of a page of this site, never cached. */
export const getDraftPage = cache((id: number, site: SiteId, locale: Locale) => findOne({ id: { equals: id } }, site, locale, true))

export const getDraftFixedRoutePage = cache((route: FixedRoute, site: SiteId, locale: Locale) =>
  findOne({ screen: { equals: route } }, site, locale, true),
)
