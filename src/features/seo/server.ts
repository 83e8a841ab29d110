import 'server-only'

export { siteSitemapEntries } from './site-sitemap.server'
