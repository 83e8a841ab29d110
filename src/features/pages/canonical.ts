import { localeEntryHref } from '@/i18n/locale-entry'
import type { Locale } from '@/i18n/locales'

/**
 * §2: one url per page and locale. Where a request for a page in `locale` must go instead, or null
 * when it is already there: the page's own url in that locale, else (a locale the site or audience
 * leaves out, or the page has no url in) its French url, as the language switcher would link.
 * `requested` is the path asked for, when the route reads the page from it.
 */
export function canonicalRedirect(input: {
  urls: Partial<Record<Locale, string>>
  allowed: readonly Locale[]
  locale: Locale
  requested?: string
}): string | null {
  const own = input.allowed.includes(input.locale) ? input.urls[input.locale] : undefined
  if (own) return input.requested === undefined || samePath(input.requested, own) ? null : own
  const french = input.locale === 'fr' ? undefined : input.urls.fr
  return french ? localeEntryHref('fr', french) : null
}

function samePath(a: string, b: string): boolean {
  return decoded(a) === decoded(b)
}

function decoded(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}
