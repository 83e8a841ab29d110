import { robotsTxt } from '@/features/seo'
import { edge } from '@/sites/edge'
import { configuredOrigin } from '@/sites/site-origin'

/** robots.txt per host: the CMS and the editor stay out of search engines; the sitemap is named. */
export const GET = edge.route({
  call: 'robots',
  handle: async ({ site }) =>
    new Response(robotsTxt(configuredOrigin(site)), {
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    }),
})
