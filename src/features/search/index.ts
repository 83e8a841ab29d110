/** Search (§5, §7): what a result is, and the text rules other features share. */
export type { SearchAnswer, SearchResultView } from './answer'
export type { SearchEntry, SearchKind, SearchLink } from './documents'
export { matchesQuery, richTextWords } from './text'
