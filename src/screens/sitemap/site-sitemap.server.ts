import 'server-only'

import { cms } from '@/cms/client'
import { publishedWhere } from '@/cms/published'
import { loadNewsCards } from '@/features/news/server'
import { allPublishedPages } from '@/features/pages/server'
import { referenceUrls } from '@/features/references'
import { audienceLocales, audienceOf } from '@/sites/audience'
import { configuredOrigin } from '@/sites/site-origin'
import type { Locale } from '@/i18n/locales'
import { pageRoleOf, type SiteId } from '@/sites/sites'

import { pageAlternates, type SitemapEntry } from '@/features/seo'

/** Enough for years of news; the sitemap must not walk a broken feed forever. */
const MAX_NEWS_PAGES = 50

function entriesOf(
  origin: string,
  urls: Partial<Record<Locale, string>>,
  locales: readonly Locale[],
  lastModified: string | null,
): SitemapEntry[] {
  return locales.flatMap((locale) => {
    const { canonical, languages } = pageAlternates({ origin, locale, urls, locales })
    return canonical ? [{ url: canonical, languages, lastModified }] : []
  })
}

async function pageEntries(site: SiteId, origin: string): Promise<SitemapEntry[]> {
  const pages = await allPublishedPages(site, 'fr')
  return pages
    .filter((page) => pageRoleOf(page.id) !== 'error' && page.screen !== 'editor')
    .flatMap((page) => entriesOf(origin, page.urls, audienceLocales(site, audienceOf(page.sections)), page.updatedAt))
}

async function newsEntries(site: SiteId, origin: string): Promise<SitemapEntry[]> {
  const locales = audienceLocales(site, 'private')
  const items = new Map<string, { urls: Partial<Record<Locale, string>>; date: string | null }>()
  for (const locale of locales) {
    for (let page = 1; page <= MAX_NEWS_PAGES; page++) {
      const cards = await loadNewsCards({ site, locale, page })
      for (const card of cards.items) {
        const item = items.get(card.id) ?? { urls: {}, date: card.dateTime }
        item.urls[locale] = card.href
        items.set(card.id, item)
      }
      if (cards.next === null) break
    }
  }
  return [...items.values()].flatMap((item) => entriesOf(origin, item.urls, locales, item.date))
}

async function referenceEntries(site: SiteId, origin: string): Promise<SitemapEntry[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'references',
    where: publishedWhere({ site }),
    draft: false,
    depth: 0,
    pagination: false,
    select: { slug: true, updatedAt: true },
  })
  const locales = audienceLocales(site, 'business')
  return docs.flatMap((doc) => entriesOf(origin, referenceUrls(doc.slug, locales), locales, doc.updatedAt))
}

/** Every published page of the site in every locale it exists in, its news and its references. */
export async function siteSitemapEntries(site: SiteId): Promise<SitemapEntry[]> {
  const origin = configuredOrigin(site)
  const parts = await Promise.all([pageEntries(site, origin), newsEntries(site, origin), referenceEntries(site, origin)])
  return parts.flat()
}
