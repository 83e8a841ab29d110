/**
 * The news-service feed of §7 as news items, keeping only posts with a picture (§5); news pages
 * fill the generic list store of src/lib/list-store.ts.
 */
import type { ListPage } from '@/lib/list-store'

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
