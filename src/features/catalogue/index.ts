/** The product catalogue: offers and options with their prices, cards, the price format. */
export {
  catalogueOf,
  CONFIGURATION_PARAM,
  familyOf,
  groupsOf,
  packFamily,
  PRODUCT_GROUPS,
  secondLink,
  type ProductGroup,
  type Catalogue,
  type CatalogueItem,
} from './catalogue'
export { hasFigures, withFigures } from './figures'
export { catalogueCards, factIcon, keyFacts, wideColumns, type CardPrice, type OfferCard } from './offer-card'
export {
  activePromotion,
  currentMonthlyPrice,
  findOffer,
  lowestMonthlyPrice,
  fittingOptions,
  listedOptions,
  optionConflicts,
  priceSelection,
  quote,
  type ChosenProduct,
  type Quote,
} from './pricing'
export { OfferCardGrid } from './ui/OfferCardGrid'
export { CurrentPrice, OfferChoiceText, PriceTag } from './ui/PriceTag'
export { QuoteSummary } from './ui/QuoteSummary'
