/** Sellers and points of sale (§2 points-of-sale pages, §7 sellers): which pages list them, and how. */
export { isPointsOfSalePage, mapSearchUrl, POINTS_OF_SALE_PAGE_IDS, sellerEntries, type SellerEntry } from './sellers'
export { openingLines, type OpeningLine, type OpeningPeriod } from './opening-hours'
