import { LOCALES } from '@/i18n/locales'

import { absoluteUrl } from '@/sites/site-url'

/** One URL of the sitemap with the other languages of the same page (hreflang, x-default included). */
export type SitemapEntry = { url: string; languages: Record<string, string>; lastModified: string | null }

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** `sitemap.xml` (sitemaps.org 0.9 with xhtml:link alternates); each URL once, in the order given. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>()
  const urls = entries.flatMap((entry) => {
    if (seen.has(entry.url)) return []
    seen.add(entry.url)
    const links = Object.entries(entry.languages).map(
      ([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`,
    )
    const lastmod = entry.lastModified ? [`    <lastmod>${escapeXml(new Date(entry.lastModified).toISOString())}</lastmod>`] : []
    return [`  <url>`, `    <loc>${escapeXml(entry.url)}</loc>`, ...lastmod, ...links, `  </url>`]
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Never crawled: the CMS admin, its API and the live editor in every language. */
export const DISALLOWED_PATHS = [
  '/admin',
  '/cms-api',
  ...LOCALES.flatMap((locale) => (locale === 'fr' ? ['/editor', '/fr/editor'] : [`/${locale}/editor`])),
]

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n')
}
