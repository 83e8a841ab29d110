/** Findable pages (§2 SEO): canonical and hreflang alternates, social cards, structured data, the sitemap and robots.txt. Client-safe. */
export { pageAlternates } from './alternates'
export { breadcrumbLd, graph, newsArticleLd, organizationLd, productsLd, webSiteLd } from './json-ld'
export { JsonLd } from './JsonLd'
export { type ShareImage } from './social'
export { robotsTxt, sitemapXml, type SitemapEntry } from './sitemap'
