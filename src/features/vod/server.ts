import 'server-only'

export { VodCatalogueBlock } from './VodCatalogueBlock'
export { apiVodOf, listVods } from './vods.server'
