/**
 * The paged list store of §3 (list, next, total, fetching) with the §4 "News" transitions.
 * News, references and actions share this shape, so the reducer is generic over the item and lives
 * on the ground floor.
 */

export interface ListStore<T> {
  list: T[]
  /** Link to the next (older) page, or null when there is none. */
  next: string | null
  /** Items still to load: null until the first page sets it. */
  total: number | null
  fetching: boolean
}

/** One loaded page, whatever its source. */
export interface ListPage<T> {
  items: T[]
  next: string | null
  /** Items overall, as announced by the source (read only from the first page). */
  totalCount: number
  /** Items the source counted in this page, including any we dropped. */
  count: number
}

export type ListStoreAction<T> = { type: 'fetch/start' } | { type: 'fetch/success'; page: ListPage<T> } | { type: 'fetch/failure' }

export function initialListStore<T>(): ListStore<T> {
  return { list: [], next: null, total: null, fetching: false }
}

export function listStoreReducer<T>(state: ListStore<T>, action: ListStoreAction<T>): ListStore<T> {
  switch (action.type) {
    case 'fetch/start':
      return { ...state, fetching: true }
    case 'fetch/failure':
      return { ...state, fetching: false }
    case 'fetch/success': {
      const { page } = action
      const total = state.total ?? page.totalCount
      // §4: reduced "while it stays non-negative" — a reduction that would go below zero is
      // skipped rather than clamped.
      const reduced = total - page.count
      return {
        list: [...state.list, ...page.items],
        next: page.next,
        total: reduced >= 0 ? reduced : total,
        fetching: false,
      }
    }
  }
}

/** More can be loaded while the source gave a next-page link. */
export function hasMore<T>(state: ListStore<T>): boolean {
  return state.next !== null
}
