/**
 * What the service worker (§7) may keep. Plain data, importing only the plain locale list: the
 * worker bundle carries it alone. offline-policy.test.ts holds the localized paths to
 * src/i18n/routing.ts.
 */
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/i18n/locales'

/** A path's locale prefix, and the prefixes a path other than French carries (§2: French unprefixed). */
const ANY_PREFIX = new RegExp(`^/(?:${LOCALES.join('|')})(?=/|$)`)
const PREFIX = new RegExp(`^/(${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|')})(?:/|$)`)

/** The offline page of each locale, precached with its stylesheet. */
export function offlinePageUrl(locale: Locale): string {
  return `/offline/${locale}.html`
}
/** The service worker's cache of content pages (drafts never enter it). */
export const PAGES_CACHE = 'pages'

export const OFFLINE_STYLESHEET_URL = '/offline/offline.css'

/**
 * Routes whose answer belongs to one visitor or one moment: the order funnel, the partner area,
 * an outage-alert link's outcome and the live editor (every locale spelling, with and without /fr).
 */
export const NEVER_CACHED_ROUTES = [
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
  const withoutLocale = pathname.replace(ANY_PREFIX, '') || '/'
  return (
    NEVER_CACHED_PREFIXES.some((prefix) => startsWithSegment(pathname, prefix)) ||
    NEVER_CACHED_ROUTES.some((route) => startsWithSegment(withoutLocale, route))
  )
}

/** The locale of a page path (§2: French unprefixed), for the offline page in its language. */
export function localeOfPath(pathname: string): Locale {
  const prefix = PREFIX.exec(pathname)?.[1]
  return isLocale(prefix) ? prefix : DEFAULT_LOCALE
}
