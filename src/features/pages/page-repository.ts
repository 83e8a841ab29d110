import 'server-only'

import { cms } from '@/cms/client'
import type { Page } from '@/cms/payload-types'
import { publishedListArgs, publishedWhere, type SiteListOptions } from '@/cms/published'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { pageUrls } from './page-urls'

/**
 * `aio:urls` of many pages at once: slugs in every locale without fallback (a locale without slug
 * has no url), turned into urls by the same function the site uses.
 */
async function urlsOfPages(
  pages: readonly Pick<Page, 'id' | 'screen' | 'sections'>[],
  draft = false,
): Promise<Map<number, Partial<Record<Locale, string>>>> {
  if (pages.length === 0) return new Map()
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { id: { in: pages.map((page) => page.id) } },
    locale: 'all',
    // Live edit shows the slugs of the drafts too.
    draft,
    depth: 0,
    limit: pages.length,
    pagination: false,
    select: { slug: true },
  })
  const slugs = new Map(docs.map((doc) => [doc.id, (doc as unknown as { slug?: Partial<Record<Locale, string | null>> }).slug ?? {}]))
  return new Map(pages.map((page) => [page.id, pageUrls({ ...page, slugs: slugs.get(page.id) ?? {} })]))
}

/** Pages with their urls attached, in the order given. */
export async function withUrls<P extends Pick<Page, 'id' | 'screen' | 'sections'>>(
  pages: readonly P[],
  draft = false,
): Promise<(P & { urls: Partial<Record<Locale, string>> })[]> {
  const urls = await urlsOfPages(pages, draft)
  return pages.map((page) => ({ ...page, urls: urls.get(page.id) ?? {} }))
}

/** Whole-site scans (search, index) read at most this many pages; the demo sites have ~45 each. */
const PAGE_SCAN_LIMIT = 1000

/** Every published page of the site in one locale (fr fallback), with its urls, for search and the index. */
export async function allPublishedPages(site: SiteId, locale: Locale) {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'pages',
    where: publishedWhere({ site }),
    locale,
    fallbackLocale: 'fr',
    draft: false,
    depth: 0,
    sort: 'id',
    limit: PAGE_SCAN_LIMIT,
  })
  return withUrls(docs)
}

/** A page of the site's published pages (§7 `pages`): title, type and urls, for navigation. */
export async function listPublishedPages(options: SiteListOptions<'id' | 'title'>) {
  const payload = await cms()
  const result = await payload.find({
    collection: 'pages',
    where: publishedWhere({ site: options.site, idIn: options.idIn }),
    ...publishedListArgs(options),
    depth: 0,
    select: { title: true, type: true, screen: true, sections: true },
  })
  return { ...result, docs: await withUrls(result.docs) }
}

/** Live edit (§6): where the latest draft of a page shows in this locale (French when it has no own url), or null. */
export async function draftPageUrl(id: number, locale: Locale): Promise<string | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { id: { equals: id } },
    draft: true,
    depth: 0,
    limit: 1,
    select: { screen: true, sections: true },
  })
  const page = docs[0]
  if (!page) return null
  const urls = (await urlsOfPages([page], true)).get(id) ?? {}
  return urls[locale] ?? urls.fr ?? null
}
