/** Sellers and points of sale (§2 pages 551, 1370; §7 sellers): which pages list them, and how. */
export { isPointsOfSalePage } from './sellers'
