import { describe, expect, it } from 'vitest'

import type { SearchAnswer } from './answer'
import { initialSearchState, searchReducer, type SearchAction, type SearchState } from './search-store'

const answer = (q: string, total = 1): SearchAnswer => ({ q, total, results: [] })
const drive = (state: SearchState, ...actions: SearchAction[]) => actions.reduce(searchReducer, state)

describe('§4 search store', () => {
  it('starts from the server’s answer to ?q=, or idle', () => {
    expect(initialSearchState('tv', answer('tv'))).toEqual({ query: 'tv', requested: 'tv', answer: answer('tv'), status: 'done' })
    expect(initialSearchState('', null)).toEqual({ query: '', requested: '', answer: null, status: 'idle' })
  })

  it('results are replaced on each search; the previous ones stay while the next load', () => {
    const loading = drive(
      initialSearchState('', null),
      { type: 'typed', query: 'tv' },
      { type: 'started', q: 'tv' },
      { type: 'answered', answer: answer('tv', 3) },
      { type: 'started', q: 'fibre' },
    )
    expect(loading).toMatchObject({ status: 'loading', answer: answer('tv', 3) })
    expect(searchReducer(loading, { type: 'answered', answer: answer('fibre', 1) })).toMatchObject({
      status: 'done',
      answer: answer('fibre', 1),
    })
  })

  it('an answer or failure of a superseded query is ignored', () => {
    const state = drive(initialSearchState('', null), { type: 'started', q: 'tele' }, { type: 'started', q: 'television' })
    expect(searchReducer(state, { type: 'answered', answer: answer('tele') })).toBe(state)
    expect(searchReducer(state, { type: 'failed', q: 'tele' })).toBe(state)
    expect(searchReducer(state, { type: 'failed', q: 'television' })).toMatchObject({ status: 'error', answer: null })
  })

  it('clearing the box clears the results', () => {
    expect(drive(initialSearchState('tv', answer('tv')), { type: 'cleared' })).toMatchObject({
      requested: '',
      answer: null,
      status: 'idle',
    })
  })
})
