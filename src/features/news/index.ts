/** News (§2 /actualites and its detail route, §3 news item, §4 news store). Client-safe. */
export { newsCard, newsDetailParam, newsExcerpt, newsHref, newsIdFromParam, newsSlug, type NewsCard } from './news-format'
export { NEWS_PAGE_SIZE, newsPageId } from './news-source'
export {
  hasMore,
  initialListStore,
  listStoreReducer,
  newsItemsFromFeed,
  newsPageFromFeed,
  type ListPage,
  type ListStore,
  type ListStoreAction,
  type NewsItem,
} from './news-store'
export { NewsCardArticle } from './NewsCardArticle'
