/** Findable pages (§2 SEO): canonical and hreflang alternates, social cards, structured data. Client-safe. */
export { breadcrumbLd, graph, newsArticleLd, organizationLd, productsLd, webSiteLd } from './json-ld'
export { JsonLd } from './JsonLd'
export type { ShareImage } from './social'
export { robotsTxt, sitemapXml } from './sitemap'
export { IdlePrefetch } from './IdlePrefetch'
export { OFFLINE_LOCALES } from './offline-policy'
export { ServiceWorker } from './ServiceWorker'
