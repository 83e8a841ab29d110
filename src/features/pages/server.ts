import 'server-only'

export { getDraftPage, getDraftScreenPage, getPublishedPage, getScreenPage, type LoadedPage } from './load-page'
export { allPublishedPages, draftPageUrl, urlsOfPages, withUrls } from './page-repository'
