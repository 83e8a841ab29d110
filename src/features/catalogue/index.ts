/** The product catalogue (issue 19): offers and options with their prices, cards, the price format. */
export { catalogueOf, packFamily, secondLink, type Audience, type Catalogue, type CatalogueItem, type Fee, type PackFamily, type Promotion } from './catalogue'
export { catalogueCards, factIcon, keyFacts, wideColumns, type CardPrice, type OfferCard } from './offer-card'
export { activePromotion, currentMonthlyPrice, findOffer, fittingOptions, priceSelection, quote, type Quote, type QuoteLine } from './pricing'
export { OfferCardGrid } from './ui/OfferCardGrid'
export { CurrentPrice, PriceTag } from './ui/PriceTag'
export { QuoteSummary } from './ui/QuoteSummary'
