import 'server-only'

import { getRoaming } from '@/api/server'
import { type Locale, LOCALES } from '@/i18n/locales'

import { roamingCountries, type RoamingCountry, type RoamingZone } from './countries'

async function zonesIn(locale: Locale): Promise<RoamingZone[]> {
  const answer = await getRoaming(new URLSearchParams({ locale }))
  return answer['hydra:member'] as RoamingZone[]
}

/** The zones in the page's language (the same data as GET /api/roaming) and every country with its names in all languages. */
export async function loadRoaming(locale: Locale): Promise<{ zones: RoamingZone[]; countries: RoamingCountry[] }> {
  const byLocale = Object.fromEntries(await Promise.all(LOCALES.map(async (each) => [each, await zonesIn(each)] as const))) as Record<Locale, RoamingZone[]>
  return { zones: byLocale[locale], countries: roamingCountries(byLocale) }
}
