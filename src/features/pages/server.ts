import 'server-only'

export { getDraftPage, getDraftScreenPage, getPublishedPage, getScreenPage, type LoadedPage } from './load-page'
export { allPublishedPages, draftPageUrl, listPublishedPages } from './page-repository'
