import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import { cms } from '@/cms/client'
import type { Screen } from '@/cms/fields/options'
import type { Page } from '@/cms/payload-types'
import { LOCALES } from '@/i18n/routing'
import { logger } from '@/lib/logger'
import type { Locale, SiteId } from '@/sites/sites'

import { pageUrls } from './page-urls'

export type LoadedPage = Page & { urls: Partial<Record<Locale, string>> }

/** Only published pages of this site ever leave the CMS (§3: status 2; §2: page must match its site). */
function publishedOn(site: SiteId, where: Where): Where {
  return { and: [where, { _status: { equals: 'published' } }, { sites: { contains: String(site) } }] }
}

async function findOne(where: Where, site: SiteId, locale: Locale): Promise<LoadedPage | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'pages',
    where: publishedOn(site, where),
    locale,
    fallbackLocale: 'fr',
    draft: false,
    limit: 1,
    depth: 1,
  })
  const page = docs[0]
  if (!page) return null
  return { ...page, urls: pageUrls({ id: page.id, screen: page.screen, slugs: await slugsOf(page.id) }) }
}

/** Slugs in every locale without fallback: a locale with no slug has no url. */
async function slugsOf(id: number): Promise<Partial<Record<Locale, string | null>>> {
  const payload = await cms()
  const doc = await payload.findByID({ collection: 'pages', id, locale: 'all', depth: 0, draft: false, select: { slug: true } })
  const slugs = (doc as unknown as { slug?: Partial<Record<Locale, string | null>> }).slug ?? {}
  return Object.fromEntries(LOCALES.map((locale) => [locale, slugs[locale] ?? null]))
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
