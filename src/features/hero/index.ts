/** Hero carousel and banner cells (§2, §4). */
export { Hero } from './Hero'
export { CELL_TEXT_FIELDS, fillCellTexts, withoutPageTitle, type HeroHeader } from './hero-rules'
