/**
 * What the service worker (§7) may keep. Plain data, no imports: the worker bundle carries it
 * alone. offline-policy.test.ts holds the localized paths to src/i18n/routing.ts.
 */

export const OFFLINE_LOCALES = ['fr', 'de', 'en'] as const
export type OfflineLocale = (typeof OFFLINE_LOCALES)[number]

/** The offline page of each locale, precached with its stylesheet. */
export function offlinePageUrl(locale: OfflineLocale): string {
  return `/offline/${locale}.html`
}
/** The service worker's cache of content pages (drafts never enter it). */
export const PAGES_CACHE = 'pages'

export const OFFLINE_STYLESHEET_URL = '/offline/offline.css'

/**
 * Screens whose answer belongs to one visitor or one moment: the order funnel, the partner area,
 * an outage-alert link's outcome and the live editor (every locale spelling, with and without /fr).
 */
export const NEVER_CACHED_SCREENS = [
  '/commande',
  '/bestellung',
  '/order',
  '/business/commande',
  '/business/bestellung',
  '/business/order',
  '/partenaires',
  '/partner',
  '/alertes-reseau',
  '/stoerungsmeldungen',
  '/outage-alerts',
  '/editor',
] as const

/** The CMS, its API, the site's API and the worker itself are never cached. */
const NEVER_CACHED_PREFIXES = ['/admin', '/cms-api', '/api', '/serwist']

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

/** A path the worker leaves to the network alone (form posts are never cached: only GET is). */
export function isNeverCached(pathname: string): boolean {
  const withoutLocale = pathname.replace(/^\/(?:fr|de|en)(?=\/|$)/, '') || '/'
  return (
    NEVER_CACHED_PREFIXES.some((prefix) => startsWithSegment(pathname, prefix)) ||
    NEVER_CACHED_SCREENS.some((screen) => startsWithSegment(withoutLocale, screen))
  )
}

/** The locale of a page path (§2: French unprefixed), for the offline page in its language. */
export function localeOfPath(pathname: string): OfflineLocale {
  const prefix = /^\/(de|en)(?:\/|$)/.exec(pathname)?.[1]
  return prefix === 'de' || prefix === 'en' ? prefix : 'fr'
}
