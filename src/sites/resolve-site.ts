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

/** A Host header as RFC 9110 has it: a name or an IPv4 address, or a bracketed IPv6 literal, then an optional port. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::\d{1,5})?$/

/**
 * Host header without its port; '' when the header is no host (`a.localhost:3200@evil.example`,
 * a path, spaces, a second colon), so that no forged value is matched by a known prefix.
 */
export function hostWithoutPort(host: string | null | undefined): string {
  return HOST_HEADER.exec((host ?? '').trim().toLowerCase())?.[1] ?? ''
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
