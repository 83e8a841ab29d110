import 'server-only'

export { listNewsPage, loadNewsArticle, loadNewsCards, newsPagePath, type LoadedNews } from './news.server'
export { NewsDetailScreen, newsDetailMetadata, NewsListScreen, newsListMetadata, type NewsDetailParams } from './NewsScreens'
