/** Hero carousel and banner cells (§2, §4). */
export { Hero } from './Hero'
export { withoutPageTitle } from './hero-rules'
