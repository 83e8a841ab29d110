import type { Availability } from '@/features/address'
import type { SiteId } from '@/sites/sites'

import type { Audience } from './customer-schema'
import { initialOrderState, orderReducer, type OrderAction, type OrderState } from './order-store'
import { FUNNEL_STEPS, type FunnelStep } from './steps'

/**
 * The funnel around the §3 order store: which step is shown, the address check's outcome and
 * the customer's draft, so that a reload or a step back keeps everything (§4).
 */

/** §8 address messages (namespace address). */
export type AddressNotice = 'invalidPostcode' | 'postcodeLength' | 'notReferenced' | 'streetNotFound' | 'numberNotFound'

export interface FunnelState {
  order: OrderState
  step: FunnelStep
  notice: AddressNotice | null
  /** Set once the house number is confirmed: the address step of an installation is complete. */
  availability: Availability | null
  /** Set once the delivery address of an order sent by post (mobile plans) is complete. */
  deliveryChecked: boolean
  draft: Readonly<Record<string, string>>
  reference: string | null
  /** The order's signed tracking page, given with the reference. */
  tracking: string | null
}

/** Where the funnel of a site and audience is kept in sessionStorage. */
export function funnelStorageKey(site: SiteId, audience: Audience): string {
  return `order-funnel:${site}:${audience}`
}

export const initialFunnelState: FunnelState = {
  order: initialOrderState,
  step: 'offer',
  notice: null,
  availability: null,
  deliveryChecked: false,
  draft: {},
  reference: null,
  tracking: null,
}

export type FunnelAction =
  | { type: 'order'; action: OrderAction }
  | { type: 'notice'; notice: AddressNotice }
  | { type: 'addressConfirmed'; availability: Availability }
  | { type: 'deliveryConfirmed' }
  | { type: 'go'; step: FunnelStep }
  | { type: 'draft'; values: Readonly<Record<string, string>> }
  | { type: 'placed'; reference: string; tracking: string; payload: Readonly<Record<string, unknown>> }
  | { type: 'restore'; state: FunnelState }
  | { type: 'restart' }

/** A step can be shown only when everything before it is done. */
export function canEnter(state: FunnelState, step: FunnelStep): boolean {
  const { order } = state
  switch (step) {
    case 'offer':
      return state.reference === null
    case 'address':
      return state.reference === null && order.order.pack !== ''
    case 'details':
      // A delivery goes by post: its address needs no network, no availability.
      if (order.order.delivery) return canEnter(state, 'address') && state.deliveryChecked
      return canEnter(state, 'address') && state.availability !== null && order.distributor !== null && !order.exception
    case 'done':
      return state.reference !== null
  }
}

// Anything that changes the address or the pack invalidates the confirmed address.
const ADDRESS_CHANGES: ReadonlySet<OrderAction['type']> = new Set([
  'address/setPostalCode',
  'address/pickStreet',
  'address/setNumber',
  'distributor/checkStarted',
  'order/update',
])

export function funnelReducer(state: FunnelState, action: FunnelAction): FunnelState {
  switch (action.type) {
    case 'order': {
      const order = orderReducer(state.order, action.action)
      if (!ADDRESS_CHANGES.has(action.action.type)) return { ...state, order }
      return { ...state, order, notice: null, availability: null, deliveryChecked: false }
    }
    case 'notice':
      return { ...state, notice: action.notice }
    case 'addressConfirmed':
      return { ...state, availability: action.availability, notice: null }
    case 'deliveryConfirmed':
      return state.order.order.delivery && deliveryComplete(state.order.search) ? { ...state, deliveryChecked: true, notice: null } : state
    case 'go':
      return canEnter(state, action.step) ? { ...state, step: action.step } : state
    case 'draft':
      return { ...state, draft: action.values }
    case 'placed':
      return {
        ...state,
        order: orderReducer(state.order, { type: 'order/confirm', payload: action.payload }),
        reference: action.reference,
        tracking: action.tracking,
        step: 'done',
        draft: {},
      }
    case 'restore':
      return action.state
    case 'restart':
      return initialFunnelState
  }
}

/** A delivery address has every part: postal code, street, number and the locality of the street. */
function deliveryComplete(address: FunnelState['order']['search']): boolean {
  return [address.npa, address.street, address.number, address.city].every((part) => part.trim() !== '')
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * A state read back from sessionStorage, or null when it is not one of ours (older version,
 * edited by hand). A request that was running when the page was left is not running any more.
 */
export function restorable(raw: unknown): FunnelState | null {
  if (!isRecord(raw) || !FUNNEL_STEPS.includes(raw.step as FunnelStep) || !isRecord(raw.order)) return null
  const order = raw.order
  if (!isRecord(order.search) || !isRecord(order.order) || !isRecord(order.statuses) || !isRecord(order.redirect)) return null
  const state = raw as unknown as FunnelState
  // A choice saved before configurations (or deliveries) existed has no extras (and is installed).
  const extras = Array.isArray(order.order.extras) ? state.order.order.extras : []
  const delivery = order.order.delivery === true
  return {
    ...state,
    // A confirmation saved before tracking links existed has none.
    tracking: typeof raw.tracking === 'string' ? raw.tracking : null,
    deliveryChecked: delivery && raw.deliveryChecked === true,
    order: {
      ...state.order,
      order: { ...state.order.order, extras, delivery },
      statuses: { ...state.order.statuses, loading: false },
    },
  }
}
