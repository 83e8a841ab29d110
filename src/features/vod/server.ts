import 'server-only'

export { VodCatalogueBlock } from './VodCatalogueBlock'
