import type { Locale } from './locales'

/**
 * A link that changes the language to `locale`. French urls carry no prefix, but an unprefixed url
 * follows the locale cookie (§2), which still names the language being left: /fr/… sets the
 * cookie, then redirects to the unprefixed url.
 */
export function localeEntryHref(locale: Locale, href: string): string {
  if (locale !== 'fr' || href === '/fr' || href.startsWith('/fr/')) return href
  return href === '/' ? '/fr' : `/fr${href}`
}
