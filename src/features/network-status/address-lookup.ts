/**
 * The status page's lookup by address (§3 network status store: npa, address, number,
 * availability): the address as the URL carries it, and the answer — events at its postal code,
 * the network serving it, fibre availability. The calls are passed in (the browser's fetches).
 */
import {
  availabilityOf,
  isPostalCode,
  providerOf,
  RETURN_CODES,
  streetRowsOf,
  type Availability,
  type SwisscableParams,
  type SwisscableResponse,
} from '@/features/address'

import type { BoardEvent } from './status-board'

export type AddressQuery = { npa: string; street: string; number: string }

/** The address of a shared link, or null when it is not a whole one. */
export function addressQueryOf(search: URLSearchParams): AddressQuery | null {
  const npa = (search.get('npa') ?? '').trim()
  const street = (search.get('street') ?? '').trim()
  const number = (search.get('number') ?? '').trim()
  if (!isPostalCode(npa) || street === '' || number === '') return null
  return { npa, street, number }
}

export function addressSearch(query: AddressQuery): string {
  return `?${new URLSearchParams(query)}`
}

/** An event touches a postal code when it lists it or lists none (the whole network). */
export function touches(event: BoardEvent, npa: string): boolean {
  return event.places.length === 0 || event.places.some((place) => place.npa === npa)
}

export type AddressAnswer =
  | {
      kind: 'found'
      address: { npa: string; street: string; number: string; city: string }
      network: string
      availability: Availability
      current: BoardEvent[]
      planned: BoardEvent[]
    }
  /** The lookup knows no such street or number at this postal code. */
  | { kind: 'notFound' }
  /** The lookup could not be asked (§8). */
  | { kind: 'unavailable' }

export interface AddressLookupCalls {
  lookup: (params: SwisscableParams) => Promise<SwisscableResponse | null>
  availability: (address: { npa: string; street: string; number: string; city: string }) => Promise<Availability | null>
}

/**
 * Like the order's address check: the lookup's provider proves the address exists and names its
 * network; then the fibre availability, falling back on the provider's own fields when that fails.
 */
export async function lookUpAddress(
  query: AddressQuery,
  events: { current: readonly BoardEvent[]; planned: readonly BoardEvent[] },
  calls: AddressLookupCalls,
): Promise<AddressAnswer> {
  const answer = await calls.lookup({ plz: query.npa, str: query.street, hnr: query.number })
  if (answer === null || answer.header.returncode === RETURN_CODES.error) return { kind: 'unavailable' }
  const provider = providerOf(answer)
  const row = streetRowsOf(answer)[0]
  if (!provider || !row) return { kind: 'notFound' }
  const address = { npa: query.npa, street: row.street, number: query.number, city: row.city }
  const availability = (await calls.availability(address)) ?? availabilityOf(provider)
  return {
    kind: 'found',
    address,
    network: provider.name ?? provider.name2 ?? '',
    availability,
    current: events.current.filter((event) => touches(event, query.npa)),
    planned: events.planned.filter((event) => touches(event, query.npa)),
  }
}
