import 'server-only'

export { CatalogueOffers, configuratorUrl, orderUrl } from './CatalogueOffers'
export { loadCatalogue, loadOffers } from './load.server'
export { priceListPdf, priceListQuery, unknownAudience } from './price-list.server'
