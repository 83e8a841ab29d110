/** Sellers and points of sale (§2 points-of-sale pages, §7 sellers): which pages list them, and how. */
export type { SellerEntry } from './sellers'
