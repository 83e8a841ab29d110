/** §4 / §9 lazy media: loads when entering the viewport, loading class then loaded class. */

export const LAZY_ROOT_MARGIN = '33% 1% 33% 1%'

export type LazyState = 'waiting' | 'loading' | 'loaded' | 'failed'
export type LazyEvent = 'visible' | 'load' | 'error'

/** Only forward: an image never goes back to waiting, and a late 'visible' changes nothing. */
export function lazyReducer(state: LazyState, event: LazyEvent): LazyState {
  if (state === 'waiting' && event === 'visible') return 'loading'
  if (state === 'loading' && event === 'load') return 'loaded'
  if (state === 'loading' && event === 'error') return 'failed'
  return state
}

export const LAZY_CLASS: Record<LazyState, string> = {
  waiting: 'lazy',
  loading: 'lazy-loading',
  loaded: 'lazy-loaded',
  failed: 'lazy-failed',
}

/** A transparent pixel: an `<img>` must have a src (Nu checker), and this one costs no request. */
export const LAZY_PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/** The real src is given to the browser only once the image is near the viewport. */
export function lazySrc(state: LazyState, src: string): string {
  return state === 'waiting' ? LAZY_PLACEHOLDER : src
}
