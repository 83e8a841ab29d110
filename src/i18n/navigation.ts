import type { Locale } from './locales'
import { routing, type AppPathname } from './routing'

type Href = AppPathname | { pathname: AppPathname; params?: Record<string, string | readonly string[]>; query?: Record<string, string> }

/**
 * The public path of an internal pathname in a locale (§2: French unprefixed, de/en prefixed, the
 * screens' localized paths), as next-intl's createNavigation computes it. Not its getPathname: the
 * navigation module next-intl builds it in also holds its Link, a client component, which the
 * server code importing it would put in every page's first scripts (with next/link).
 */
export function getPathname({ href, locale, forcePrefix }: { href: Href; locale: Locale; forcePrefix?: boolean }): string {
  const { pathname, params = {}, query } = typeof href === 'string' ? { pathname: href } : href
  const localized = routing.pathnames[pathname]
  let path: string = typeof localized === 'string' ? localized : localized[locale]
  for (const [key, value] of Object.entries(params)) {
    path = typeof value === 'string' ? path.replaceAll(`[${key}]`, value) : path.replaceAll(`[...${key}]`, value.join('/'))
  }
  if (path.includes('[')) throw new Error(`Missing parameters for ${pathname}: ${JSON.stringify(params)}`)
  path = new URL(path, 'http://l').pathname
  if (path !== '/' && path.endsWith('/')) path = path.slice(0, -1)
  if (query) path += `?${new URLSearchParams(query).toString()}`
  if (!(forcePrefix ?? locale !== routing.defaultLocale)) return path
  // The locale's home is its prefix alone, without a trailing slash.
  return `/${locale}${/^\/(\?.*)?$/.test(path) ? path.slice(1) : path}`
}
