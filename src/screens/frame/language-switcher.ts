import { audienceLocales, type Audience } from '@/sites/audience'
import { type Locale, LOCALES } from '@/i18n/locales'
import { HOME_PAGE_IDS, type SiteId } from '@/sites/sites'

export type LanguageLink = { locale: Locale; href: string }

/**
 * §2 language switcher: the other locales; home pages link to the locale root; English is left
 * out on the Fribourg site and on the business tree; a locale without a url is hidden.
 */
export function languageLinks(input: {
  site: SiteId
  audience: Audience
  current: Locale
  pageId: number | null
  urls: Partial<Record<Locale, string>>
}): LanguageLink[] {
  const allowed = audienceLocales(input.site, input.audience)
  return LOCALES.filter((locale) => locale !== input.current && allowed.includes(locale)).flatMap((locale) => {
    const href = input.pageId !== null && HOME_PAGE_IDS.includes(input.pageId) ? `/${locale}` : input.urls[locale]
    return href ? [{ locale, href: withLocalePrefix(locale, href) }] : []
  })
}

/**
 * French urls carry no prefix, but an unprefixed url follows the locale cookie (§2), which still
 * names the language being left: /fr/… sets the cookie, then redirects to the unprefixed url.
 */
function withLocalePrefix(locale: Locale, href: string): string {
  if (locale !== 'fr' || href === '/fr' || href.startsWith('/fr/')) return href
  return href === '/' ? '/fr' : `/fr${href}`
}
