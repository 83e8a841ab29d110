/** The order funnel's address check and state, for screens that check an address before the funnel. */
export { funnelAtCheckedAddress } from './checked-address'
export { funnelReducer, funnelStorageKey, initialFunnelState } from './funnel'
export { AddressCheck } from './ui/AddressStep'
