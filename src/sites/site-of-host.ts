import { siteHosts, siteIdOverride } from '@/lib/env'

import { resolveSite } from './resolve-site'
import type { SiteId } from './sites'

/** The site a request was made to (§1): configuration first, then its host. Never the browser's word. */
export function siteOfHost(host: string | null | undefined): SiteId {
  return resolveSite({ siteIdOverride: siteIdOverride(), siteHosts: siteHosts(), host })
}
