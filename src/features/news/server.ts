import 'server-only'

export { draftNewsUrl, listNews, loadNews } from './cms-news.server'
export { listNewsPage, loadNewsArticle, loadNewsCards } from './news.server'
export { NewsArticleView } from './NewsArticleView'
export { NewsList } from './NewsList'
