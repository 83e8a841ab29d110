import 'server-only'

export { getDraftPage, getPublishedPage, getScreenPage, type LoadedPage } from './load-page'
export { allPublishedPages, draftPageUrl, listPublishedPages, urlsOfPages } from './page-repository'
export { siteAndLocale, type SiteRouteParams } from '@/sites/route-params'
