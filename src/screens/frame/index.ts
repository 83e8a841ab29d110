/** The site's frame (§2). Client-safe: the error boundaries use the chunk-reload guard; the layout marks the page loaded and defers its loading bar. */
export { reloadOnChunkError } from './ChunkReload'
export { DeferredLoadingBar } from './DeferredPageBehaviours'
export { PageLoaded } from './PageLoaded'
