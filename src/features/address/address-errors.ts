/**
 * §8 address errors (no distributor, no streets, a redirect postal code) as the order funnel, the
 * contact forms and the availability check show them: message keys, resolved by the locale files.
 */
export const ADDRESS_ERRORS = {
  getDistributor: 'order.caius.error.get_distributor',
  getStreets: 'order.caius.error.get_streets',
  npaException: 'order.caius.error.npa_exception',
} as const

export type AddressErrorKey = (typeof ADDRESS_ERRORS)[keyof typeof ADDRESS_ERRORS]
