import 'server-only'

import type { PaginatedDocs, Where } from 'payload'

import { cms } from '@/cms/client'
import type { Media, News } from '@/cms/payload-types'
import { listPublishedOfSite, publishedWhere, type SiteListOptions } from '@/cms/published'
import { documentTag, listTag } from '@/lib/cache-tags'
import { cachedRead } from '@/lib/cached-read'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { newsHref } from './news-format'
import { NEWS_PAGE_SIZE, type NewsArticle, type NewsItemQuery, type NewsSource } from './news-source'

function mediaOf(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' && value.url ? value : null
}

/** §3 news item from the CMS; null without a picture (§5). */
function articleOf(news: News): NewsArticle | null {
  const media = mediaOf(news.media)
  if (!media?.url) return null
  return {
    id: String(news.id),
    media: media.url,
    thumbnail: media.sizes?.banner?.url ?? media.url,
    text: news.text ?? '',
    title: news.title,
    link: news.link?.trim() || null,
    dateFrom: news.dateFrom,
    logo: mediaOf(news.logo)?.url ?? null,
  }
}

/**
 * Published, on this site, with a picture (§5): the list and the detail show the same items. In
 * live edit (`draft`) the latest drafts of this site's items too.
 */
function shown(site: SiteId, draft: boolean, and: Where[] = []): Where {
  const conditions = [{ media: { exists: true } }, ...and]
  return draft ? { and: [{ sites: { contains: String(site) } }, ...conditions] } : publishedWhere({ site, and: conditions })
}

/** CMS ids are whole numbers; anything else names no CMS item. */
function cmsId(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null
}

async function findOne(id: number, site: SiteId, locale: Locale | 'all', draft: boolean) {
  const { docs } = await (
    await cms()
  ).find({
    collection: 'news',
    where: shown(site, draft, [{ id: { equals: id } }]),
    locale,
    fallbackLocale: 'fr',
    draft,
    depth: locale === 'all' ? 0 : 1,
    limit: 1,
  })
  return docs[0] ?? null
}

/** One published item, cached under its own tag (the detail and its urls). */
const publishedItem = cachedRead(
  'news-item',
  (id: number, site: SiteId, locale: Locale | 'all') => findOne(id, site, locale, false),
  (id) => [documentTag('news', id)],
)

async function listPage(site: SiteId, locale: Locale, page: number, draft: boolean) {
  const result = await (
    await cms()
  ).find({
    collection: 'news',
    where: shown(site, draft),
    locale,
    fallbackLocale: 'fr',
    draft,
    depth: 1,
    sort: ['-dateFrom', '-id'],
    limit: NEWS_PAGE_SIZE,
    page,
  })
  return {
    items: result.docs.flatMap((doc) => articleOf(doc) ?? []),
    next: result.hasNextPage ? String(page + 1) : null,
    totalCount: result.totalDocs,
    count: result.docs.length,
  }
}

/** One published page of the list, cached under the site's news-list tag: any item published there changes it. */
const publishedListPage = cachedRead(
  'news-list',
  (site: SiteId, locale: Locale, page: number) => listPage(site, locale, page, false),
  (site) => [listTag('news', site)],
)

function item(query: NewsItemQuery, locale: Locale | 'all') {
  const id = cmsId(query.id)
  if (id === null) return null
  return query.draft ? findOne(id, query.site, locale, true) : publishedItem(id, query.site, locale)
}

/** The embedded default: news kept in the CMS's `news` collection, newest first. */
export const cmsNewsSource: NewsSource = {
  name: 'cms',
  page({ site, locale, page, draft }) {
    return draft ? listPage(site, locale, page, true) : publishedListPage(site, locale, page)
  },
  async item(query) {
    const doc = await item(query, query.locale)
    return doc ? articleOf(doc) : null
  },
  async titles(query, locales) {
    const doc = await item(query, 'all')
    // With locale 'all' a localized field comes back as { fr, de, en }.
    const titles = (doc?.title ?? {}) as unknown as Partial<Record<Locale, string | null>>
    const fallback = titles.fr ?? null
    const result: Partial<Record<Locale, string>> = {}
    for (const locale of locales) {
      const title = titles[locale] || fallback
      if (title) result[locale] = title
    }
    return result
  },
}

/** Live edit (§6): where the latest draft of a CMS news item shows in this locale, or null. */
export async function draftNewsUrl(id: number, locale: Locale): Promise<string | null> {
  const { docs } = await (
    await cms()
  ).find({
    collection: 'news',
    where: { id: { equals: id } },
    locale,
    fallbackLocale: 'fr',
    draft: true,
    depth: 0,
    limit: 1,
    select: { title: true },
  })
  const title = docs[0]?.title
  return title ? newsHref({ id: String(id), title }, locale) : null
}

/** The site's published news as stored (§7 `news`), with or without a picture, media populated. */
export async function listNews(options: SiteListOptions<'dateFrom' | 'id' | 'title'>): Promise<PaginatedDocs<News>> {
  return listPublishedOfSite('news', options)
}

/** One published news item of the site as stored (§7 content detail), or null. */
export async function loadNews(id: number, site: SiteId, locale: Locale): Promise<News | null> {
  const { docs } = await (
    await cms()
  ).find({
    collection: 'news',
    where: publishedWhere({ site, and: [{ id: { equals: id } }] }),
    locale,
    fallbackLocale: 'fr',
    draft: false,
    depth: 1,
    limit: 1,
  })
  return docs[0] ?? null
}
