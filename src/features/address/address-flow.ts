import type { ContentDistributor } from '@/features/distributors'

import type { StreetRow } from './swisscable'

/**
 * The address transitions of §4 shared by the order store and the contact store. Each store
 * maps its own field names (search.npa vs npa, statuses.caius vs statuses.contact) onto this
 * view, so the rules exist once.
 */

export interface AddressFields {
  npa: string
  street: string
  number: string
  city: string
}

export const EMPTY_ADDRESS: AddressFields = { npa: '', street: '', number: '', city: '' }

/** D: how the store keeps the distributor; E: how it keeps an error. */
export interface AddressFlowView<D, E> {
  address: AddressFields
  streets: readonly StreetRow[]
  distributor: D
  loading: boolean
  /** statuses.caius in the order store, statuses.contact in the contact store. */
  status: boolean
  error: E | null
}

export type AddressFlowAction<E> =
  | { type: 'address/setPostalCode'; npa: string }
  | { type: 'address/streetsLoaded'; streets: readonly StreetRow[] }
  | { type: 'address/pickStreet'; row: StreetRow }
  | { type: 'address/setNumber'; number: string }
  | { type: 'distributor/checkStarted' }
  | { type: 'distributor/found'; distributor: ContentDistributor }
  | { type: 'address/failed'; error: E }

/** How a store keeps a distributor: the order store keeps it whole, the contact store its e-mail. */
export interface DistributorSlot<D> {
  none: D
  keep: (distributor: ContentDistributor) => D
}

export function reduceAddressFlow<D, E>(
  view: AddressFlowView<D, E>,
  action: AddressFlowAction<E>,
  slot: DistributorSlot<D>,
): AddressFlowView<D, E> {
  switch (action.type) {
    case 'address/setPostalCode':
      // Everything below the postal code was chosen for the old one.
      return {
        ...view,
        address: { ...EMPTY_ADDRESS, npa: action.npa },
        streets: [],
        distributor: slot.none,
        status: false,
      }
    case 'address/streetsLoaded':
      return { ...view, streets: action.streets }
    case 'address/pickStreet':
      return {
        ...view,
        address: { ...view.address, street: action.row.street, city: action.row.city },
      }
    case 'address/setNumber':
      return { ...view, address: { ...view.address, number: action.number } }
    case 'distributor/checkStarted':
      return { ...view, error: null, loading: true, status: !view.status }
    case 'distributor/found':
      return { ...view, distributor: slot.keep(action.distributor), loading: false, status: true }
    case 'address/failed':
      return { ...view, error: action.error, loading: false }
    default: {
      const unreachable: never = action
      return unreachable
    }
  }
}
