import 'server-only'

export { siteSitemapEntries } from './site-sitemap.server'
export { OFFLINE_CSS, offlineHtml, offlinePrecacheEntries } from './offline-page'
export { documentMetadata } from './document-metadata'
