import { robotsTxt } from '@/features/seo'
import { configuredOrigin } from '@/sites/site-origin'
import { siteOfHost } from '@/sites/site-of-host'

/** robots.txt per host: the CMS and the editor stay out of search engines; the sitemap is named. */
export function GET(request: Request) {
  return new Response(robotsTxt(configuredOrigin(siteOfHost(request.headers.get('host')))), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
