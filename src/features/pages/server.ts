import 'server-only'

export { ContentPage } from './ContentPage'
export { ErrorPage } from './ErrorPage'
export { getDraftPage, getPublishedPage, getScreenPage, type LoadedPage } from './load-page'
export { PageFrame } from './PageFrame'
export { allPublishedPages, draftPageUrl, urlsOfPages, withUrls } from './page-repository'
export { loadPage, pageMetadata, renderPage, type PageRef } from './render-page'
export { siteAndLocale, type SiteRouteParams } from './route-params'
