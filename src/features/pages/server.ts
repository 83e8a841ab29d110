import 'server-only'

export { getDraftPage, getPublishedPage, getScreenPage } from './load-page'
export { allPublishedPages, draftPageUrl, withUrls } from './page-repository'
export { siteAndLocale, type SiteRouteParams } from '@/sites/route-params'
