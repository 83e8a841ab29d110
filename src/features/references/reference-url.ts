import type { Locale } from '@/i18n/locales'

/**
 * The detail route of a reference (§2 `:detail`) is its slug: the one URL the content API hands
 * out (`short_url`), the list links to and the detail route answers.
 */
export function referenceUrl(slug: string, locale: Locale): string {
  return `${locale === 'fr' ? '' : `/${locale}`}/business/references/${encodeURIComponent(slug)}`
}

/** The reference's URL in each language of the site (language switcher, alternates). */
export function referenceUrls(slug: string, locales: readonly Locale[]): Partial<Record<Locale, string>> {
  return Object.fromEntries(locales.map((locale) => [locale, referenceUrl(slug, locale)]))
}
