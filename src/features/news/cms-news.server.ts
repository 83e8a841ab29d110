import 'server-only'

import type { Where } from 'payload'

import { cms } from '@/cms/client'
import type { Media, News } from '@/cms/payload-types'
import { publishedWhere } from '@/cms/published'
import type { Locale, SiteId } from '@/sites/sites'

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

/** Published, on this site, with a picture (§5): the list and the detail show the same items. */
function shown(site: SiteId, and: Where[] = []): Where {
  return publishedWhere({ site, and: [{ media: { exists: true } }, ...and] })
}

/** CMS ids are whole numbers; anything else names no CMS item. */
function cmsId(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null
}

async function findOne(query: NewsItemQuery, locale: Locale | 'all') {
  const id = cmsId(query.id)
  if (id === null) return null
  const { docs } = await (await cms()).find({
    collection: 'news',
    where: shown(query.site, [{ id: { equals: id } }]),
    locale,
    fallbackLocale: 'fr',
    draft: false,
    depth: locale === 'all' ? 0 : 1,
    limit: 1,
  })
  return docs[0] ?? null
}

/** The embedded default: news kept in the CMS's `news` collection, newest first. */
export const cmsNewsSource: NewsSource = {
  name: 'cms',
  async page({ site, locale, page }) {
    const result = await (await cms()).find({
      collection: 'news',
      where: shown(site),
      locale,
      fallbackLocale: 'fr',
      draft: false,
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
  },
  async item(query) {
    const doc = await findOne(query, query.locale)
    return doc ? articleOf(doc) : null
  },
  async titles(query, locales) {
    const doc = await findOne(query, 'all')
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
