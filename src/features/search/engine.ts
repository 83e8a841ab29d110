/**
 * The search engine (MiniSearch, in process): one index per site and locale over the documents of
 * ./documents. Accent- and case-insensitive (folded terms), typo-tolerant (fuzzy), prefix matching
 * as the visitor types; every word must match, else any word does; title hits rank above text hits;
 * results de-duplicated by their §5 id. A page's words in the other languages are searched too, weighing less. Pure: building and querying touch no I/O.
 */
import MiniSearch, { type SearchResult as MiniSearchResult } from 'minisearch'

import { foldText } from '@/lib/text'

import { SEARCH_KINDS, type SearchDocument, type SearchEntry, type SearchKind } from './documents'
import { highlight, snippet, type Segment } from './snippet'
import { words } from './text'

export type SearchIndex = { engine: MiniSearch<SearchDocument>; documents: ReadonlyMap<string, SearchDocument> }

export type SearchHit = { entry: SearchEntry; title: Segment[]; snippet: Segment[] }

/** A title hit weighs this much more than a text hit in the score (the order itself puts title hits first). */
const TITLE_BOOST = 3
/** A hit in another language's words ranks under one in the visitor's own. */
const ELSEWHERE_BOOST = 0.5
/** One typo in 5 letters (two from 8); words of three letters or fewer must be spelled right. */
const FUZZY = 0.2
const FUZZY_MIN_LENGTH = 4

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const engine = new MiniSearch<SearchDocument>({
    idField: 'key',
    fields: ['title', 'text', 'elsewhere'],
    tokenize: words,
    processTerm: foldText,
    searchOptions: {
      boost: { title: TITLE_BOOST, elsewhere: ELSEWHERE_BOOST },
      prefix: true,
      fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? FUZZY : false),
    },
  })
  engine.addAll(documents)
  return { engine, documents: new Map(documents.map((document) => [document.key, document])) }
}

const isTitleHit = (result: MiniSearchResult) => Object.values(result.match).some((fields) => fields.includes('title'))

/** Title hits first, then by score; the first result of each §5 id is kept. */
function ranked(results: MiniSearchResult[], index: SearchIndex): { document: SearchDocument; terms: Set<string> }[] {
  const ordered = results
    .map((result, position) => ({ result, position, title: isTitleHit(result) }))
    .sort((a, b) => Number(b.title) - Number(a.title) || a.position - b.position)
  const seen = new Set<number | string>()
  return ordered.flatMap(({ result }) => {
    const document = index.documents.get(result.id as string)
    if (!document || seen.has(document.entry.id)) return []
    seen.add(document.entry.id)
    return [{ document, terms: new Set(result.terms) }]
  })
}

export function searchIndex(index: SearchIndex, query: string, sources: ReadonlySet<SearchKind> = new Set(SEARCH_KINDS)): SearchHit[] {
  if (words(query).length === 0) return []
  const filter = (result: MiniSearchResult) => sources.has(index.documents.get(result.id as string)?.source as SearchKind)
  const every = index.engine.search(query, { combineWith: 'AND', filter })
  const results = every.length > 0 ? every : index.engine.search(query, { combineWith: 'OR', filter })
  return ranked(results, index).map(({ document, terms }) => ({
    entry: document.entry,
    title: highlight(document.entry.title, terms),
    snippet: snippet(document.text, terms),
  }))
}
