import 'server-only'

/** Search (§2 /recherche, §5, §7 /api/search): the in-process index, its queries and the screen. */
export { MAX_QUERY_LENGTH } from './answer'
export { searchAnswer, searchAnswerFor, searchSite } from './search.server'
export { buildSiteIndex } from './index.server'
export type { SearchKind } from './documents'
export { isSearchable } from './answer'
export { SearchPanel } from './SearchPanel'
