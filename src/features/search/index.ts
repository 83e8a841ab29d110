/** Search (§5, §7): what a result is, and the text rules other features share. */

export type { SearchEntry } from './documents'
export { matchesQuery, richTextWords } from './text'
