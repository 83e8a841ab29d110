/**
 * Address: postal code → street → house number, the §4 address flow shared by every form that
 * asks for an address, the §7 cable lookup (/swisscable) and fibre availability.
 */
export { ADDRESS_ERRORS, type AddressErrorKey } from './address-errors'
export {
  EMPTY_ADDRESS,
  reduceAddressFlow,
  type AddressFields,
  type AddressFlowAction,
  type AddressFlowView,
  type DistributorSlot,
} from './address-flow'
export {
  ADDRESS_MESSAGES,
  availabilityQuery,
  cityField,
  isPostalCode,
  isPostcodeOfWrongLength,
  npaField,
  numberField,
  streetField,
} from './address-fields'
export { availabilityOf, type Availability } from './availability'
export { fetchAvailability, fetchSwisscable, type SwisscableParams } from './client-api'
export { hasHouseNumber } from './street-index'
export {
  RETURN_CODES,
  interpretStreetLookup,
  providerOf,
  streetRowsOf,
  swisscableAnswer,
  type StreetRow,
  type SwisscableResponse,
} from './swisscable'
export { AddressEntry } from './AddressEntry'
export { AvailabilityCard } from './AvailabilityCard'
export { RedirectPanel } from './RedirectPanel'
