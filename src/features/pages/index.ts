/** CMS pages (§2, §3): their paths and urls. */
export { pageIdFromPath } from './page-path'
export { pageUrl, pageUrls } from './page-urls'
