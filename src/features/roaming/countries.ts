import MiniSearch from 'minisearch'

import type { Locale } from '@/i18n/locales'
import { foldText } from '@/lib/text'

/** A roaming zone as /api/roaming answers it (§7), in the visitor's language. */
export interface RoamingZone {
  id: number
  zone: number
  name: string
  currency: 'CHF'
  countries: { code: string; name: string }[]
  prices: {
    product: string
    data_included: string | null
    data_per_mb: number | null
    call_per_min: number | null
    incoming_per_min: number | null
    sms: number | null
  }[]
}

/** A country the visitor can pick: its zone and its name in every language, so 'Deutschland' finds Allemagne on the French page. */
export interface RoamingCountry {
  code: string
  zone: number
  names: Partial<Record<Locale, string>>
}

/** The zones' countries by ISO code, each with its names in the given languages. */
export function roamingCountries(zonesByLocale: Partial<Record<Locale, readonly RoamingZone[]>>): RoamingCountry[] {
  const countries = new Map<string, RoamingCountry>()
  for (const [locale, zones] of Object.entries(zonesByLocale) as [Locale, readonly RoamingZone[]][]) {
    for (const zone of zones) {
      for (const country of zone.countries) {
        const entry = countries.get(country.code) ?? { code: country.code, zone: zone.zone, names: {} }
        entry.names[locale] = country.name
        countries.set(country.code, entry)
      }
    }
  }
  return [...countries.values()]
}

/**
 * What travellers also call a country, beside its names in the three languages: 'UK' or
 * 'Grossbritannien' for the United Kingdom, 'USA' for the United States, 'Holland'.
 */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  GB: 'UK GB Grossbritannien Grande-Bretagne Angleterre England Great Britain Britain Schottland Scotland Ecosse',
  US: 'USA US America Amerika Amérique',
  NL: 'Holland Hollande',
  AE: 'UAE VAE EAU Dubai Dubaï Emirate Emirates Émirats',
  CZ: 'Tschechien Czechia Tchéquie',
}

/** One typo in 5 letters (two from 10): 'Alemagne' finds Allemagne; words under four letters are spelled right. */
const FUZZY = 0.2
const FUZZY_MIN_LENGTH = 4
const SUGGESTIONS = 8

export type CountryIndex = { search: (query: string) => RoamingCountry[] }

/**
 * Countries looked up by their fr/de/en names, their other common names or ISO code: accent- and case-insensitive, typo-tolerant
 * and by prefix as the visitor types (MiniSearch, in the browser).
 */
export function countryIndex(countries: readonly RoamingCountry[]): CountryIndex {
  const engine = new MiniSearch<{ code: string; fr: string; de: string; en: string; other: string }>({
    idField: 'code',
    fields: ['code', 'fr', 'de', 'en', 'other'],
    processTerm: foldText,
    searchOptions: { prefix: true, fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? FUZZY : false), combineWith: 'AND' },
  })
  engine.addAll(
    countries.map((country) => ({
      code: country.code,
      fr: country.names.fr ?? '',
      de: country.names.de ?? '',
      en: country.names.en ?? '',
      other: OTHER_NAMES[country.code] ?? '',
    })),
  )
  const byCode = new Map(countries.map((country) => [country.code, country]))
  return {
    search: (query) =>
      engine
        .search(query.trim())
        .slice(0, SUGGESTIONS)
        .flatMap((result) => byCode.get(String(result.id)) ?? []),
  }
}
