/** §4: a failed chunk load reloads the page, at most once per minute. */
const CHUNK_RELOAD_INTERVAL_MS = 60_000
export const CHUNK_RELOAD_KEY = 'chunk-reload-at'

/** Errors a stale deployment gives when the browser asks for a chunk that no longer exists. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && typeof error !== 'string') return false
  const text = error instanceof Error ? `${error.name} ${error.message}` : error
  return /ChunkLoadError|Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module/i.test(text)
}

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS
}
