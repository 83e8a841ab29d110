import 'server-only'

import { z } from 'zod'

import type { Locale } from '@/i18n/locales'

import type { ListPage } from '@/lib/list-store'
import { observeUpstream } from '@/lib/metrics'

import { newsPageFromFeed, type NewsFeedResponse } from './news-store'
import { NewsFeedError, type NewsArticle, type NewsItemQuery, type NewsPageQuery, type NewsSource } from './news-source'

const text = z.string().nullish()

/** §7 news-service answer. Unknown fields are dropped; a wrong type anywhere is a malformed answer. */
const feedSchema = z.object({
  articles: z.array(
    z.object({
      id: z.union([z.string(), z.number()]).nullish(),
      attachments: z
        .object({
          facebook_post: z
            .object({ picture: text, message: text, from_name: text, link: text, created_time: text, profile_picture_url: text })
            .nullish(),
        })
        .nullish(),
    }),
  ),
  pagination: z.object({ older: text }).nullish(),
  meta: z.object({ total_count: z.number().nullish(), count: z.number().nullish() }).nullish(),
})

export type NewsFeedOptions = {
  url: string
  timeoutMs: number
  /** How long an answer is reused: the list and its detail pages ask for the same pages. */
  cacheMs: number
  /** Pages walked to find one item by id before it counts as unknown. */
  maxPages?: number
  now?: () => number
}

const CACHE_ENTRIES = 50

/** The operator's news service behind the NewsSource interface, with a time-out and a short cache. */
export function newsFeedSource({ url, timeoutMs, cacheMs, maxPages = 10, now = Date.now }: NewsFeedOptions): NewsSource {
  const cache = new Map<string, { expires: number; feed: NewsFeedResponse }>()

  /** One answer of the service, checked; every failure (time limit, refusal, wrong shape) is a NewsFeedError. */
  async function read(target: URL): Promise<NewsFeedResponse> {
    let body: unknown
    try {
      const response = await fetch(target, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        // Cached like the pages that show it: a no-store fetch would turn a cached page dynamic when it renders again.
        next: { revalidate: Math.max(1, Math.round(cacheMs / 1000)) },
      })
      if (!response.ok) throw new NewsFeedError(`news service answered ${response.status}`)
      body = await response.json()
    } catch (error) {
      if (error instanceof NewsFeedError) throw error
      throw new NewsFeedError(error instanceof SyntaxError ? 'news service answer is not JSON' : 'news service unreachable', {
        cause: error,
      })
    }
    const parsed = feedSchema.safeParse(body)
    if (!parsed.success) throw new NewsFeedError('news service answer has an unexpected shape')
    return parsed.data
  }

  async function get(target: URL): Promise<NewsFeedResponse> {
    const key = target.toString()
    const hit = cache.get(key)
    if (hit && hit.expires > now()) return hit.feed
    const feed = await observeUpstream('news_feed', () => read(target))
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string)
    cache.set(key, { expires: now() + cacheMs, feed })
    return feed
  }

  function firstUrl(site: number, locale: Locale): URL {
    const first = new URL(url)
    first.searchParams.set('site', String(site))
    first.searchParams.set('locale', locale)
    return first
  }

  /** An older-page link is followed only on the service's own origin. */
  function olderUrl(feed: NewsFeedResponse, base: URL): URL | null {
    const older = feed.pagination?.older?.trim()
    if (!older) return null
    const next = new URL(older, base)
    if (next.origin !== base.origin) throw new NewsFeedError('news service pointed its older page at another host')
    return next
  }

  /** Pages 1…n in order, following `pagination.older`; stops early when there is no older page. */
  async function* pages(site: number, locale: Locale, last: number) {
    let target: URL | null = firstUrl(site, locale)
    for (let number = 1; target && number <= last; number++) {
      const feed = await get(target)
      yield { number, feed }
      target = olderUrl(feed, target)
    }
  }

  function articlesOf(feed: NewsFeedResponse): ListPage<NewsArticle> {
    const page = newsPageFromFeed(feed)
    // An article without id cannot have a page of its own; it still counts in the service's totals.
    const items = page.items.flatMap((item) => (item.id === null ? [] : [{ ...item, id: item.id, thumbnail: item.media }]))
    return { ...page, items }
  }

  async function find(query: NewsItemQuery): Promise<NewsArticle | null> {
    for await (const { feed } of pages(query.site, query.locale, maxPages)) {
      const found = articlesOf(feed).items.find((item) => item.id === query.id)
      if (found) return found
    }
    return null
  }

  return {
    name: 'feed',
    async page({ site, locale, page }: NewsPageQuery) {
      for await (const { number, feed } of pages(site, locale, page)) {
        if (number === page) return articlesOf(feed)
      }
      return { items: [], next: null, totalCount: 0, count: 0 }
    },
    item: find,
    // The service's posts are not translated: one title in every language.
    async titles(query, locales) {
      const item = await find(query)
      return item ? Object.fromEntries(locales.map((locale) => [locale, item.title])) : {}
    },
  }
}
