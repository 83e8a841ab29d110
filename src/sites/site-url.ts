import { parseSiteHosts } from './resolve-site'
import { isSiteId, type SiteId } from './sites'

/** Where a site's public URLs come from: configuration only, never the Host of a request. */
export type SiteUrlConfig = {
  scheme: 'http' | 'https'
  /** SITE_HOSTS (`a.localhost=1,…`): the first host named for a site is its public host. */
  siteHosts: string | undefined
  /** SITE_BASE_URLS (`1=https://www.netplus.ch,…`): wins over the host map. */
  baseUrls: string | undefined
}

function parseBaseUrls(value: string | undefined): Map<SiteId, string> {
  const map = new Map<SiteId, string>()
  for (const entry of (value ?? '').split(',')) {
    const at = entry.indexOf('=')
    const site = entry.slice(0, at).trim()
    const url = entry.slice(at + 1).trim()
    if (at > 0 && isSiteId(site) && URL.canParse(url)) map.set(Number(site) as SiteId, new URL(url).origin)
  }
  return map
}

/** The origin of a site's canonical URLs; `localhost` when the configuration names no host for it. */
export function siteOrigin(site: SiteId, config: SiteUrlConfig): string {
  const base = parseBaseUrls(config.baseUrls).get(site)
  if (base) return base
  const host = [...parseSiteHosts(config.siteHosts)].find(([, id]) => id === site)?.[0] ?? 'localhost'
  return `${config.scheme}://${host}`
}

/** A site path (`/de/bestellung`) or an already absolute URL, made absolute on the site's origin. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString()
}
