import type { CableProvider } from '@/features/distributors'

import { hasHouseNumber, type StreetIndex } from './street-index'
import { RETURN_CODES, swisscableAnswer, type StreetRow, type SwisscableResponse } from './swisscable'

/** §7 /swisscable query: a postal code, optionally a (partial) street and a house number. */
export interface CableLookupQuery {
  plz: string
  str?: string | undefined
  hnr?: string | undefined
}

/** The cable-operator lookup, embedded or upstream; throws UpstreamError when it cannot answer. */
export interface CableLookup {
  lookup(query: CableLookupQuery): Promise<SwisscableResponse>
}

export class UpstreamError extends Error {
  override name = 'UpstreamError'
}

// Index entries carry house numbers and a network; an answer names the street only.
const rowOf = ({ city, npa, street }: StreetRow): StreetRow => ({ city, npa, street })

/**
 * The embedded answer: a postal code alone lists its streets; with a street, the matching
 * streets; with the exact street and an existing house number, the street and its provider.
 */
export function answerFromIndex(
  index: StreetIndex,
  providers: ReadonlyMap<number, CableProvider>,
  query: CableLookupQuery,
): SwisscableResponse {
  const notFound = swisscableAnswer(RETURN_CODES.notFound)
  const str = query.str?.trim() ?? ''
  if (str === '') {
    const streets = index.streetsOf(query.plz)
    return streets.length > 0 ? swisscableAnswer(RETURN_CODES.success, { strlist: streets }) : notFound
  }
  const exact = index.find(query.plz, str)
  if (exact && query.hnr !== undefined) {
    if (!hasHouseNumber(exact, query.hnr)) return notFound
    const provider = exact.distributorId === null ? undefined : providers.get(exact.distributorId)
    if (!provider) return notFound
    return swisscableAnswer(RETURN_CODES.success, { strlist: [rowOf(exact)], provider })
  }
  const suggestions = index.suggest(query.plz, str)
  return suggestions.length > 0 ? swisscableAnswer(RETURN_CODES.success, { strlist: suggestions }) : notFound
}
