/** CMS pages (§2, §3): their paths and urls. */
export { pageIdFromPath } from './page-path'
export { pageUrl, pageUrls, SCREEN_PATHNAMES, type PageUrlInput } from './page-urls'
