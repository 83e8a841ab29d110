import 'server-only'

export { ContentPage } from './ContentPage'
export { ErrorPage } from './ErrorPage'
export { getPublishedPage, getScreenPage, type LoadedPage } from './load-page'
export { PageFrame } from './PageFrame'
export { allPublishedPages, urlsOfPages, withUrls } from './page-repository'
export { pageMetadata, renderPage, type PageRef } from './render-page'
export { siteAndLocale, type SiteRouteParams } from './route-params'
