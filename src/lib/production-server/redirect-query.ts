/** Requests whose redirects are their own business (tokens in a query must not travel on). */
const NOT_PAGES = /^\/(?:api|cms-api|admin)(?:[/?]|$)/

/**
 * A page answers a duplicate spelling of its url with a permanent redirect to its own url (§2), and
 * that answer is cached once for every visitor, without the query it was asked with: the query the
 * visitor sent goes along here, as Next's own redirects do. Only for a page request and a path on
 * this site that carries no query of its own; anything else is returned unchanged. Next writes a
 * page's redirect target twice on the render that fills the cache: one is kept.
 */
export function locationKeepingQuery(header: string | number | readonly string[], requestUrl: string | undefined): string {
  const location = String(typeof header === 'object' ? header[0] : header)
  const query = requestUrl?.indexOf('?') ?? -1
  if (query < 0 || NOT_PAGES.test(requestUrl!) || !location.startsWith('/') || location.startsWith('//') || /[?#]/.test(location))
    return location
  return `${location}${requestUrl!.slice(query)}`
}
