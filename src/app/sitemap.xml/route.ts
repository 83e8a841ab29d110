import { sitemapXml } from '@/features/seo'
import { siteSitemapEntries } from '@/screens/sitemap/site-sitemap.server'
import { siteOfHost } from '@/sites/site-of-host'

/** The sitemap of the site this host serves (§2 SEO): its URLs are on the site's configured origin. */
export async function GET(request: Request) {
  const site = siteOfHost(request.headers.get('host'))
  return new Response(sitemapXml(await siteSitemapEntries(site)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
