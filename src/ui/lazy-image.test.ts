import { describe, expect, it } from 'vitest'

import { LAZY_CLASS, LAZY_PLACEHOLDER, LAZY_ROOT_MARGIN, lazyReducer, lazySrc, type LazyEvent, type LazyState } from './lazy-image'

const run = (events: LazyEvent[], from: LazyState = 'waiting') => events.reduce(lazyReducer, from)

describe('§4 lazy media', () => {
  it("'Lazy media loads when entering the viewport, with a loading class then a loaded class'", () => {
    expect(LAZY_CLASS[run([])]).toBe('lazy')
    expect(lazySrc(run([]), '/a.webp')).toBe(LAZY_PLACEHOLDER)
    expect(LAZY_CLASS[run(['visible'])]).toBe('lazy-loading')
    expect(lazySrc(run(['visible']), '/a.webp')).toBe('/a.webp')
    expect(LAZY_CLASS[run(['visible', 'load'])]).toBe('lazy-loaded')
    expect(run(['load'])).toBe('waiting')
    expect(run(['visible', 'load', 'visible'])).toBe('loaded')
    expect(run(['visible', 'error'])).toBe('failed')
  })

  it("'Lazy media root margin 33% 1% 33% 1%' (§9)", () => {
    expect(LAZY_ROOT_MARGIN).toBe('33% 1% 33% 1%')
  })
})
