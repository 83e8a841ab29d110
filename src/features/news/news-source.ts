import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import type { ListPage } from '@/lib/list-store'

import type { NewsItem } from './news-store'

/** A §3 news item that can be shown on its own page: it has an id and a smaller picture for cards. */
export type NewsArticle = NewsItem & { id: string; thumbnail: string }

/** `draft`: live edit (§6) reads the CMS's latest drafts; the news service has none. */
export type NewsPageQuery = { site: SiteId; locale: Locale; page: number; draft?: boolean }
export type NewsItemQuery = { site: SiteId; locale: Locale; id: string; draft?: boolean }

/**
 * Where news come from (§7): the CMS (embedded default) or the operator's news service. Pages are
 * numbered from 1; `next` is only a sign that an older page exists, the route builds the link.
 */
export interface NewsSource {
  readonly name: 'cms' | 'feed'
  page(query: NewsPageQuery): Promise<ListPage<NewsArticle>>
  item(query: NewsItemQuery): Promise<NewsArticle | null>
  /** The item's title in each of the given languages (its URL differs per language). */
  titles(query: NewsItemQuery, locales: readonly Locale[]): Promise<Partial<Record<Locale, string>>>
}

/** Cards per page of the list (the spec gives none: two rows of three at desktop width). */
export const NEWS_PAGE_SIZE = 6

/** A failure of the news service: time-out, HTTP error, malformed answer. The CMS takes over. */
export class NewsFeedError extends Error {}
