/** News (§2 /actualites and its detail route, §3 news item, §4 news store). Client-safe. */
export { newsDetailParam, newsExcerpt, newsHref, newsIdFromParam, type NewsCard } from './news-format'
export { NewsCardArticle } from './NewsCardArticle'
