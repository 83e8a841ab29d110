/** §9: visible links are prefetched once the page has been idle this long. */
export const PREFETCH_IDLE_MS = 2000

/** What the browser says of the connection (Network Information API; absent in many browsers). */
export type ConnectionHint = { saveData?: boolean; effectiveType?: string } | undefined

/** §9: never on a data saver or a 2g connection (slow-2g included). */
export function mayPrefetch(connection: ConnectionHint): boolean {
  if (!connection) return true
  return !connection.saveData && !/2g$/.test(connection.effectiveType ?? '')
}

/**
 * The in-app path a link leads to, or null: same origin, same tab, not a download, not the page
 * itself, and not where prefetching must never go (the CMS, the API, files).
 */
export function prefetchTarget(
  link: { href: string; target: string; download: boolean },
  location: { origin: string; pathname: string },
): string | null {
  if (link.download || (link.target !== '' && link.target !== '_self')) return null
  const url = new URL(link.href, location.origin)
  if (url.origin !== location.origin || url.pathname === location.pathname) return null
  if (/^\/(?:admin|cms-api|api|media|_next)(?:\/|$)/.test(url.pathname) || /\.[^/]*$/.test(url.pathname)) return null
  return `${url.pathname}${url.search}`
}
