import 'server-only'

import { loadRoamingZones } from '@/features/roaming/server'
import { matchesQuery } from '@/features/search'

import { toApiRoamingZone } from '../mappers'
import { COUNT_LIMITS, hydra, parseContentQuery } from '../query'

/**
 * Roaming zones (zone ASC) with their countries and prices per product. `q` looks a country up by
 * ISO code or name (case and accents ignored): only zones with a match, their countries narrowed.
 */
export async function getRoaming(params: URLSearchParams) {
  const query = parseContentQuery(params)
  const zones = (await loadRoamingZones(query.locale)).map(toApiRoamingZone)
  const q = query.q
  const matching = q
    ? zones.flatMap((zone) => {
        const countries = zone.countries.filter(
          (country) => country.code.toLowerCase() === q.toLowerCase() || matchesQuery([country.name], q),
        )
        return countries.length > 0 ? [{ ...zone, countries }] : []
      })
    : zones
  return hydra(matching.slice(0, query.count ?? COUNT_LIMITS.default), matching.length)
}
