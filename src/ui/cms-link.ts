/**
 * CMS links (§2): a url starting with one slash is internal and goes through the router;
 * anything else opens in a new tab with rel="noopener".
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'

export type InternalTarget = {
  /** CMS urls are already localized paths ('/en/combo-offers-477'); the prefix gives the locale. */
  locale: Locale
  /** Path segments after the locale prefix, decoded; empty for the locale's home. */
  path: string[]
  query: Record<string, string>
  hash: string
}

/** '//host' is protocol-relative, hence external. */
export function isInternalUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export function internalTarget(url: string): InternalTarget | null {
  if (!isInternalUrl(url)) return null
  const parsed = new URL(url, 'http://internal.invalid')
  const segments = parsed.pathname.split('/').filter(Boolean).map(decode)
  const [first, ...rest] = segments
  const prefixed = isLocale(first)
  return {
    locale: prefixed ? first : DEFAULT_LOCALE,
    path: prefixed ? rest : segments,
    query: Object.fromEntries(parsed.searchParams),
    hash: parsed.hash.replace(/^#/, ''),
  }
}
