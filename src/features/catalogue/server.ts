import 'server-only'

export { CatalogueOffers } from './CatalogueOffers'
export { loadCatalogue } from './load.server'
