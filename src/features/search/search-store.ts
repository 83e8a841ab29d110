/**
 * The search screen's state (§4 "search results are replaced on each search"): what the visitor
 * typed, the query last sent, and the answer to it. An answer or failure of a query that was since
 * superseded is ignored, so results never go back to an older search.
 */
import type { SearchAnswer } from './answer'

type SearchStatus = 'idle' | 'loading' | 'done' | 'error'

export type SearchState = { query: string; requested: string; answer: SearchAnswer | null; status: SearchStatus }

export type SearchAction =
  | { type: 'typed'; query: string }
  | { type: 'started'; q: string }
  | { type: 'answered'; answer: SearchAnswer }
  | { type: 'failed'; q: string }
  | { type: 'cleared' }

export function initialSearchState(query: string, answer: SearchAnswer | null): SearchState {
  return { query, requested: answer?.q ?? '', answer, status: answer ? 'done' : 'idle' }
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'typed':
      return { ...state, query: action.query }
    // The previous results stay on screen until the new ones replace them.
    case 'started':
      return { ...state, requested: action.q, status: 'loading' }
    case 'answered':
      return action.answer.q === state.requested ? { ...state, answer: action.answer, status: 'done' } : state
    case 'failed':
      return action.q === state.requested ? { ...state, answer: null, status: 'error' } : state
    case 'cleared':
      return { ...state, requested: '', answer: null, status: 'idle' }
  }
}
