import { describe, expect, it } from 'vitest'

import { isChunkLoadError, shouldReload } from './chunk-reload'

describe('page load (§4)', () => {
  it('a failed chunk load reloads the page', () => {
    const error = new Error('Loading chunk 2-0z9g38xi75m failed.')
    error.name = 'ChunkLoadError'
    expect(isChunkLoadError(error)).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js'))).toBe(true)
    // Turbopack's wording, as the route's error boundary receives it.
    expect(isChunkLoadError('Failed to load chunk /_next/static/chunks/0a83p1c0edwoy.js from module 964893')).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(shouldReload(null, 1_000)).toBe(true)
  })

  it('at most once per minute', () => {
    expect(shouldReload(100_000, 159_999)).toBe(false)
    expect(shouldReload(100_000, 160_000)).toBe(true)
  })
})
