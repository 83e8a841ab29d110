import {
  EMPTY_ADDRESS,
  ADDRESS_ERRORS,
  reduceAddressFlow,
  type AddressFields,
  type AddressFlowAction,
  type AddressFlowView,
  type DistributorSlot,
  type AddressErrorKey,
  type StreetRow,
} from '@/features/address'
import type { ChosenProduct } from '@/features/catalogue'
import { findRedirect, type ContentDistributor } from '@/features/distributors'
import { withGivenFields } from '@/lib/given-fields'

/**
 * §3 order: the chosen pack and its options. '' means nothing chosen. `extras` carries the rest of
 * a configuration from the home pages' pack configurator: more products, options with a quantity.
 */
export interface OrderSelection {
  pack: string
  hsi_solo_net: boolean
  mysports_earlybird: boolean
  value: string
  extras: ChosenProduct[]
  /** Every product goes by post (mobile plans): the address is where the SIM is delivered, no network serves it. */
  delivery: boolean
}

export type OrderUpdate = Partial<OrderSelection>

/** What the order form submitted; its shape belongs to the form, not to the store. */
type ConfirmPayload = Readonly<Record<string, unknown>>

interface OrderRedirect {
  enable: boolean
  url: string
  operator: string
}

/** §3 Order store, plus the street list and distributor that §4 clears and fills. */
export interface OrderState {
  search: AddressFields
  order: OrderSelection
  query: OrderUpdate | null
  statuses: { loading: boolean; caius: boolean }
  error: AddressErrorKey | null
  confirm: boolean
  payload: ConfirmPayload | null
  exception: boolean
  exceptionDistributor: ContentDistributor | null
  redirect: OrderRedirect
  streets: readonly StreetRow[]
  distributor: ContentDistributor | null
}

export const initialOrderState: OrderState = {
  search: EMPTY_ADDRESS,
  order: { pack: '', hsi_solo_net: false, mysports_earlybird: false, value: '', extras: [], delivery: false },
  query: null,
  statuses: { loading: false, caius: false },
  error: null,
  confirm: false,
  payload: null,
  exception: false,
  exceptionDistributor: null,
  redirect: { enable: false, url: '', operator: '' },
  streets: [],
  distributor: null,
}

export type OrderAction =
  | AddressFlowAction<AddressErrorKey>
  | { type: 'order/update'; fields: OrderUpdate }
  | { type: 'order/confirm'; payload: ConfirmPayload }
  | { type: 'redirect/toggle'; url: string; operator: string }

const keepWhole: DistributorSlot<ContentDistributor | null> = { none: null, keep: (d) => d }

type OrderView = AddressFlowView<ContentDistributor | null, AddressErrorKey>

function applyAddressFlow(state: OrderState, action: AddressFlowAction<AddressErrorKey>): OrderState {
  const view: OrderView = {
    address: state.search,
    streets: state.streets,
    distributor: state.distributor,
    loading: state.statuses.loading,
    status: state.statuses.caius,
    error: state.error,
  }
  const next = reduceAddressFlow(view, action, keepWhole)
  return {
    ...state,
    search: next.address,
    streets: next.streets,
    distributor: next.distributor,
    statuses: { loading: next.loading, caius: next.status },
    error: next.error,
  }
}

export function orderReducer(state: OrderState, action: OrderAction): OrderState {
  switch (action.type) {
    case 'order/update': {
      // A new selection starts the address step again, so the postal code goes first.
      const cleared = applyAddressFlow(state, { type: 'address/setPostalCode', npa: '' })
      return { ...cleared, order: withGivenFields(cleared.order, action.fields), query: action.fields }
    }
    case 'order/confirm':
      return { ...state, confirm: true, payload: action.payload }
    case 'redirect/toggle':
      return {
        ...state,
        redirect: { enable: !state.redirect.enable, url: action.url, operator: action.operator },
      }
    case 'distributor/checkStarted':
      return { ...applyAddressFlow(state, action), exception: false, exceptionDistributor: null }
    case 'distributor/found': {
      const next = applyAddressFlow(state, action)
      // The local network takes these orders itself; the form must send the visitor there.
      if (findRedirect(action.distributor, state.order.pack) === null) return next
      return {
        ...next,
        exception: true,
        exceptionDistributor: action.distributor,
        error: ADDRESS_ERRORS.npaException,
      }
    }
    default:
      return applyAddressFlow(state, action)
  }
}
