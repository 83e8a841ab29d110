import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import { cms } from '@/cms/client'
import type { Screen } from '@/cms/fields/options'
import type { Page } from '@/cms/payload-types'
import { publishedWhere } from '@/cms/published'
import { logger } from '@/lib/logger'
import type { Locale, SiteId } from '@/sites/sites'

import { withUrls } from './page-repository'

export type LoadedPage = Page & { urls: Partial<Record<Locale, string>> }

/** Only published pages of this site ever leave the CMS (§3: status 2; §2: page must match its site). */
async function findOne(where: Where, site: SiteId, locale: Locale): Promise<LoadedPage | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'pages',
    where: publishedWhere({ site, and: [where] }),
    locale,
    fallbackLocale: 'fr',
    draft: false,
    limit: 1,
    depth: 1,
  })
  const [page] = await withUrls(docs)
  return page ?? null
}

export const getPublishedPage = cache(async (id: number, site: SiteId, locale: Locale) => {
  try {
    return await findOne({ id: { equals: id } }, site, locale)
  } catch (error) {
    logger.error({ err: error, id, site, locale }, 'page load failed')
    throw error
  }
})

export const getScreenPage = cache(async (screen: Screen, site: SiteId, locale: Locale) =>
  findOne({ screen: { equals: screen } }, site, locale),
)
