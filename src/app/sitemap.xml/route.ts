import { sitemapXml } from '@/features/seo'
import { siteSitemapEntries } from '@/screens/sitemap/site-sitemap.server'
import { edge } from '@/sites/edge'

/** The sitemap of the site this host serves (§2 SEO): its URLs are on the site's configured origin. */
export const GET = edge.route({
  call: 'sitemap',
  handle: async ({ site }) =>
    new Response(sitemapXml(await siteSitemapEntries(site)), {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    }),
})
