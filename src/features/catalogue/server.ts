import 'server-only'

export { CatalogueOffers } from './CatalogueOffers'
export { loadCatalogue, loadOffers } from './load.server'
