import 'server-only'

import { cms } from '@/cms/client'
import type { Roaming } from '@/cms/payload-types'
import { type Locale, LOCALES } from '@/i18n/locales'

import { roamingCountries, type RoamingCountry, type RoamingZone } from './countries'

/** There are a handful of zones; this only bounds the read. */
const ZONES_LIMIT = 100

/** Every roaming zone (zone ASC) in one language; zones belong to every site. */
export async function loadRoamingZones(locale: Locale): Promise<Roaming[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'roaming', locale, fallbackLocale: 'fr', sort: 'zone', depth: 0, limit: ZONES_LIMIT })
  return docs
}

/** A zone with its countries and, per mobile product, the prices in CHF: the shape §7 answers too. */
export function roamingZone(zone: Roaming): RoamingZone {
  return {
    id: zone.id,
    zone: zone.zone,
    name: zone.name,
    currency: 'CHF',
    countries: (zone.countries ?? []).map(({ code, name }) => ({ code, name })),
    prices: (zone.prices ?? []).map((price) => ({
      product: price.product,
      data_included: price.data_included ?? null,
      data_per_mb: price.data_per_mb ?? null,
      call_per_min: price.call_per_min ?? null,
      incoming_per_min: price.incoming_per_min ?? null,
      sms: price.sms ?? null,
    })),
  }
}

async function zonesIn(locale: Locale): Promise<RoamingZone[]> {
  return (await loadRoamingZones(locale)).map(roamingZone)
}

/** The zones in the page's language (the same data as GET /api/roaming) and every country with its names in all languages. */
export async function loadRoaming(locale: Locale): Promise<{ zones: RoamingZone[]; countries: RoamingCountry[] }> {
  const byLocale = Object.fromEntries(await Promise.all(LOCALES.map(async (each) => [each, await zonesIn(each)] as const))) as Record<
    Locale,
    RoamingZone[]
  >
  return { zones: byLocale[locale], countries: roamingCountries(byLocale) }
}
