import 'server-only'

/** Search (§2 /recherche, §5, §7 /api/search): the in-process index, its queries and the screen. */
export { searchAnswer, searchAnswerFor, searchSite } from './search.server'
export { buildSiteIndex, searchIndexFor } from './index.server'
export type { SearchKind } from './documents'
export { MAX_QUERY_LENGTH } from './search.server'
export { isSearchable } from './answer'
export { SearchPanel } from './SearchPanel'
