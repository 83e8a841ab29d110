import 'server-only'

export { draftNewsUrl } from './cms-news.server'
export { listNewsPage, loadNewsCards } from './news.server'
