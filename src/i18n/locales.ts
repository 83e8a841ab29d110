/**
 * The site's languages (§2, §9): the only list of them. French is the default and fallback, and
 * the one without a path prefix. Plain data without imports: the service worker bundles it too.
 */
export const LOCALES = ['fr', 'de', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'fr'

/** Each language in its own name, as the CMS lists them. */
export const LOCALE_LABELS: Record<Locale, string> = { fr: 'Français', de: 'Deutsch', en: 'English' }

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale)
}
