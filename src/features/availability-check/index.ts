/** The availability check of the home pages: an address, what it gets, the offers served there. */
export { offersAt } from './offers-at'
