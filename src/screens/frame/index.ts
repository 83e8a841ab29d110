/** The site's frame (§2). Client-safe: the error boundaries use the chunk-reload guard. */
export { reloadOnChunkError } from './ChunkReload'
