/** §8 order error keys (the contact flow uses them too): message keys, resolved by the locale files. */
export const ORDER_ERRORS = {
  getDistributor: 'order.caius.error.get_distributor',
  getStreets: 'order.caius.error.get_streets',
  npaException: 'order.caius.error.npa_exception',
} as const

export type OrderErrorKey = (typeof ORDER_ERRORS)[keyof typeof ORDER_ERRORS]
