import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'

import { absoluteUrl } from '@/sites/site-url'

export type Alternates = { canonical: string | null; languages: Record<string, string> }

/**
 * Canonical URL and hreflang alternates (§2), absolute on the site's origin: every locale the page
 * has a url in and the site and audience offer, plus `x-default` on the French url.
 */
export function pageAlternates(input: {
  origin: string
  locale: Locale
  urls: Partial<Record<Locale, string | null>>
  locales: readonly Locale[]
}): Alternates {
  const languages: Record<string, string> = {}
  for (const locale of input.locales) {
    const url = input.urls[locale]
    if (url) languages[locale] = absoluteUrl(input.origin, url)
  }
  const fallback = languages[DEFAULT_LOCALE]
  if (fallback) languages['x-default'] = fallback
  return { canonical: languages[input.locale] ?? null, languages }
}
