/**
 * The paged list store of §3 (list, next, total, fetching) with the §4 "News" transitions.
 * News, references and actions share this shape, so the reducer is generic over the item.
 * Also maps the news-service feed of §7 to news items, keeping only posts with a picture (§5).
 */

export interface ListStore<T> {
  list: T[]
  /** Link to the next (older) page, or null when there is none. */
  next: string | null
  /** Items still to load: null until the first page sets it. */
  total: number | null
  fetching: boolean
}

/** One loaded page, whatever its source. */
export interface ListPage<T> {
  items: T[]
  next: string | null
  /** Items overall, as announced by the source (read only from the first page). */
  totalCount: number
  /** Items the source counted in this page, including any we dropped. */
  count: number
}

export type ListStoreAction<T> = { type: 'fetch/start' } | { type: 'fetch/success'; page: ListPage<T> } | { type: 'fetch/failure' }

export function initialListStore<T>(): ListStore<T> {
  return { list: [], next: null, total: null, fetching: false }
}

export function listStoreReducer<T>(state: ListStore<T>, action: ListStoreAction<T>): ListStore<T> {
  switch (action.type) {
    case 'fetch/start':
      return { ...state, fetching: true }
    case 'fetch/failure':
      return { ...state, fetching: false }
    case 'fetch/success': {
      const { page } = action
      const total = state.total ?? page.totalCount
      // §4: reduced "while it stays non-negative" — a reduction that would go below zero is
      // skipped rather than clamped.
      const reduced = total - page.count
      return {
        list: [...state.list, ...page.items],
        next: page.next,
        total: reduced >= 0 ? reduced : total,
        fetching: false,
      }
    }
  }
}

/** More can be loaded while the source gave a next-page link. */
export function hasMore<T>(state: ListStore<T>): boolean {
  return state.next !== null
}

/** §3 News item. */
export interface NewsItem {
  id: string | null
  media: string
  text: string
  title: string
  link: string | null
  dateFrom: string | null
  logo: string | null
}

/** Facebook-post attachment of the news service (§7). Every field may be missing upstream. */
interface NewsFeedFacebookPost {
  picture?: string | null
  message?: string | null
  from_name?: string | null
  link?: string | null
  created_time?: string | null
  profile_picture_url?: string | null
}

interface NewsFeedArticle {
  id?: string | number | null
  attachments?: { facebook_post?: NewsFeedFacebookPost | null } | null
}

export interface NewsFeedResponse {
  articles?: NewsFeedArticle[] | null
  pagination?: { older?: string | null } | null
  meta?: { total_count?: number | null; count?: number | null } | null
}

function nonEmpty(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/** §5: a news item is kept only if its post has a picture. */
function newsItemFromArticle(article: NewsFeedArticle): NewsItem | null {
  const post = article.attachments?.facebook_post
  const media = nonEmpty(post?.picture)
  if (!post || media === null) return null
  return {
    id: article.id === null || article.id === undefined ? null : String(article.id),
    media,
    text: post.message ?? '',
    title: post.from_name ?? '',
    link: nonEmpty(post.link),
    dateFrom: nonEmpty(post.created_time),
    logo: nonEmpty(post.profile_picture_url),
  }
}

export function newsItemsFromFeed(feed: NewsFeedResponse): NewsItem[] {
  return (feed.articles ?? []).flatMap((article) => {
    const item = newsItemFromArticle(article)
    return item ? [item] : []
  })
}

function nonNegativeCount(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback
}

/** One news-service response as a store page; counts come from meta, not from the kept items. */
export function newsPageFromFeed(feed: NewsFeedResponse): ListPage<NewsItem> {
  const articles = feed.articles ?? []
  const count = nonNegativeCount(feed.meta?.count, articles.length)
  return {
    items: newsItemsFromFeed(feed),
    next: nonEmpty(feed.pagination?.older),
    totalCount: nonNegativeCount(feed.meta?.total_count, count),
    count,
  }
}
