/** The product catalogue: offers and options with their prices, cards, the price format. */
export { catalogueOf, CONFIGURATION_PARAM, familyOf, groupsOf, packFamily, PRODUCT_GROUPS, secondLink, type ProductGroup, type Audience, type Catalogue, type CatalogueItem, type Fee, type PackFamily, type Promotion } from './catalogue'
export { catalogueCards, factIcon, keyFacts, wideColumns, type CardPrice, type OfferCard } from './offer-card'
export {
  activePromotion,
  currentMonthlyPrice,
  findOffer,
  fittingOptions,
  perLine,
  priceSelection,
  quote,
  type ChosenProduct,
  type PricedItem,
  type Quote,
  type QuoteLine,
} from './pricing'
export { OfferCardGrid } from './ui/OfferCardGrid'
export { CurrentPrice, OfferChoiceText, PriceTag } from './ui/PriceTag'
export { QuoteSummary } from './ui/QuoteSummary'
