import type { Audience } from '@/sites/audience'

import type { SearchKind } from './documents'
import type { SearchHit } from './engine'
import type { Segment } from './snippet'

/** The screen shows this many results at most; the count announces them all. */
const SHOWN_RESULTS = 30

export type SearchResultView = { key: string; kind: SearchKind; url: string; audience: Audience; title: Segment[]; snippet: Segment[] }

/** What the search screen renders for one query; serializable (server render and JSON alike). */
export type SearchAnswer = { q: string; total: number; results: SearchResultView[] }

export function toSearchAnswer(q: string, hits: readonly SearchHit[]): SearchAnswer {
  return {
    q,
    total: hits.length,
    results: hits.slice(0, SHOWN_RESULTS).map(({ entry, title, snippet }) => ({
      key: `${entry.kind}:${entry.id}`,
      kind: entry.kind,
      url: entry.url,
      audience: entry.audience,
      title,
      snippet,
    })),
  }
}

/** Shorter queries show the suggestions instead of results (one letter matches nearly everything). */
const MIN_QUERY_LENGTH = 2

/** The longest query taken (a visitor's search, not a document): the box's length and the API's limit. */
export const MAX_QUERY_LENGTH = 200

export function isSearchable(q: string): boolean {
  return q.trim().length >= MIN_QUERY_LENGTH
}
