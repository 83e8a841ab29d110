/** CMS pages (§2, §3): their paths and urls. */
export { canonicalRedirect } from './canonical'
export { pageIdFromPath } from './page-path'
export { contentPagePath, pageUrl, pageUrls } from './page-urls'
