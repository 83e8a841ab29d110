import 'server-only'

export { CatalogueOffers, orderUrl } from './CatalogueOffers'
export { loadCatalogue, loadOffers } from './load.server'
