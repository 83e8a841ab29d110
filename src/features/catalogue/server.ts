import 'server-only'

export { CatalogueOffers, configuratorUrl, orderUrl } from './CatalogueOffers'
export { loadCatalogue, loadOffers } from './load.server'
export { priceListPdf } from './price-list.server'
