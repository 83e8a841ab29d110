import 'server-only'

export { getDraftPage, getDraftFixedRoutePage, getPublishedPage, getFixedRoutePage, type LoadedPage } from './load-page'
export { allPublishedPages, draftPageUrl, listPublishedPages } from './page-repository'
