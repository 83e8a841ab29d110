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

/** The src is given to the browser only once the image is near the viewport. */
export function lazySrc(state: LazyState, src: string): string | undefined {
  return state === 'waiting' ? undefined : src
}
