/** The availability check of the home pages (issue 17): an address, what it gets, the offers served there. */
export { offersAt } from './offers-at'
