import 'server-only'

export { CatalogueOffers, orderUrl } from './CatalogueOffers'
export { loadCatalogue } from './load.server'
