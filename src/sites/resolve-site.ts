import { DEFAULT_SITE, isSiteId, type SiteId } from './sites'

/** Parses `a.localhost=1,b.localhost=2` into a host → site map; bad entries are ignored. */
export function parseSiteHosts(value: string | undefined): Map<string, SiteId> {
  const map = new Map<string, SiteId>()
  for (const entry of (value ?? '').split(',')) {
    const [host, site] = entry.split('=').map((part) => part.trim())
    if (host && site && isSiteId(site)) map.set(host.toLowerCase(), Number(site) as SiteId)
  }
  return map
}

/** Host header without its port; handles bracketed IPv6 literals. */
export function hostWithoutPort(host: string | null | undefined): string {
  const value = (host ?? '').trim().toLowerCase()
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1)
  return value.split(':')[0] ?? ''
}

/** §1: the site number comes from configuration first, then the host map, else 1. */
export function resolveSite(options: {
  siteIdOverride: string | undefined
  siteHosts: string | undefined
  host: string | null | undefined
}): SiteId {
  if (options.siteIdOverride && isSiteId(options.siteIdOverride)) {
    return Number(options.siteIdOverride) as SiteId
  }
  return parseSiteHosts(options.siteHosts).get(hostWithoutPort(options.host)) ?? DEFAULT_SITE
}
