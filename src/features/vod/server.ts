import 'server-only'

export { VodCatalogueBlock } from './VodCatalogueBlock'
export { listVods } from './vods.server'
