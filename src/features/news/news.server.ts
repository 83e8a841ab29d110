import 'server-only'

import { z } from 'zod'

import { parseQuery, siteAndLocaleQuery } from '@/sites/query-params'
import { newsFeedUrl, upstreamTimeoutMs } from '@/lib/env'
import { logger } from '@/lib/logger'
import type { Locale } from '@/i18n/locales'
import { siteRules, type SiteId } from '@/sites/sites'

import { cmsNewsSource } from './cms-news.server'
import { newsFeedSource } from './news-feed.server'
import { newsCard, newsHref, type NewsCard } from './news-format'
import { NewsFeedError, type NewsArticle, type NewsItemQuery, type NewsPageQuery, type NewsSource } from './news-source'
import type { ListPage } from '@/lib/list-store'

/** The news service's answers are reused for a minute: fresh enough for news, kind to the service. */
const FEED_CACHE_MS = 60_000

let feed: { url: string; source: NewsSource } | null = null

/** One feed source per configured URL, so its cache outlives a request. */
function feedSource(): NewsSource | null {
  const url = newsFeedUrl()
  if (!url) return null
  if (feed?.url !== url) feed = { url, source: newsFeedSource({ url, timeoutMs: upstreamTimeoutMs(), cacheMs: FEED_CACHE_MS }) }
  return feed.source
}

/** The news service when configured; the CMS's news when it is not, or when it fails (logged). */
async function fromSource<T>(call: (source: NewsSource) => Promise<T>): Promise<T> {
  const upstream = feedSource()
  if (!upstream) return call(cmsNewsSource)
  try {
    return await call(upstream)
  } catch (error) {
    if (!(error instanceof NewsFeedError)) throw error
    // The host only: a feed URL may carry a key in its query.
    logger.warn({ err: error.message, host: new URL(feed?.url ?? '').host }, 'news service failed, showing the CMS news')
    return call(cmsNewsSource)
  }
}

/** The "load more" link of the list: our own route, never the service's URL (it may carry a key). */
function newsPagePath(site: SiteId, locale: Locale, page: number): string {
  return `/api/news?${new URLSearchParams({ site: String(site), locale, page: String(page) })}`
}

/** One page of the list as cards, with the link to the next page while an older one exists (§4). */
export async function loadNewsCards(query: NewsPageQuery): Promise<ListPage<NewsCard>> {
  const page = await fromSource((source) => source.page(query))
  return {
    ...page,
    items: page.items.map((item) => newsCard(item, query.locale)),
    next: page.next === null ? null : newsPagePath(query.site, query.locale, query.page + 1),
  }
}

export type LoadedNews = {
  article: NewsArticle
  /** The item's URL in each language of the site (hreflang, language switcher, canonical). */
  urls: Partial<Record<Locale, string>>
}

/** One news item of this site with its URLs, or null: unknown id, another site's item, no picture. */
export async function loadNewsArticle(query: NewsItemQuery): Promise<LoadedNews | null> {
  return fromSource(async (source) => {
    const article = await source.item(query)
    if (!article) return null
    const titles = await source.titles(query, siteRules(query.site).locales)
    const urls: Partial<Record<Locale, string>> = {}
    for (const [locale, title] of Object.entries(titles) as [Locale, string][]) urls[locale] = newsHref({ id: article.id, title }, locale)
    return { article, urls }
  })
}

const pageQuery = z.object({
  ...siteAndLocaleQuery,
  page: z.coerce
    .number({ message: 'must be a whole number from 1' })
    .int({ message: 'must be a whole number from 1' })
    .min(1, { message: 'must be a whole number from 1' })
    .max(1000, { message: 'must not exceed 1000' })
    .default(1),
})

/** GET /api/news?site=&locale=&page=: the list's further pages ("load more"). Bad input is a 400. */
export async function listNewsPage(params: URLSearchParams): Promise<ListPage<NewsCard>> {
  return loadNewsCards(parseQuery(pageQuery, params))
}
