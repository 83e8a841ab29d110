import type { Locale } from '@/i18n/locales'

// One formatter per locale: building one is far slower than using it, and a filter renders 30 cards.
const formatters = new Map<Locale, Intl.DisplayNames>()

/** The broadcast language in the visitor's language ("fr" → "français" / "Französisch"). */
export function languageName(code: string, locale: Locale): string {
  let names = formatters.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language' })
    formatters.set(locale, names)
  }
  try {
    return names.of(code) ?? code
  } catch {
    return code
  }
}

/**
 * The names of the languages of these channels, given by the server with the first page: the
 * browser builds its own formatter (~15 ms of ICU data in one task) only for a language it has
 * not been given, after a visitor's filter or "show more".
 */
export function languageNamesOf(channels: readonly { langue: string }[], locale: Locale): Record<string, string> {
  return Object.fromEntries([...new Set(channels.map((channel) => channel.langue))].map((code) => [code, languageName(code, locale)]))
}
