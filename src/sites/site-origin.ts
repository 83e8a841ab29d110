import { siteBaseUrls, siteHosts, siteUrlScheme } from '@/lib/env'

import { siteOrigin } from './site-url'
import type { SiteId } from './sites'

/** The configured origin of a site's public URLs (SITE_BASE_URLS, else scheme + SITE_HOSTS); never the request's Host. */
export function configuredOrigin(site: SiteId): string {
  return siteOrigin(site, { scheme: siteUrlScheme(), siteHosts: siteHosts(), baseUrls: siteBaseUrls() })
}
