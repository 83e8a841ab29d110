import { audienceLocales, type Audience } from '@/sites/audience'
import { localeEntryHref } from '@/i18n/locale-entry'
import { type Locale, LOCALES } from '@/i18n/locales'
import { pageRoleOf, type SiteId } from '@/sites/sites'

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
    const href = input.pageId !== null && pageRoleOf(input.pageId) === 'home' ? `/${locale}` : input.urls[locale]
    return href ? [{ locale, href: localeEntryHref(locale, href) }] : []
  })
}

/**
 * The switcher's link with what the visitor was doing on the page: its query (a search, the channel
 * filters, the offer being ordered) and its anchor, which are the same in every language.
 */
export function keepingPlace(href: string, place: { search: string; hash: string }): string {
  return `${href.split(/[?#]/)[0]}${place.search}${place.hash}`
}
