import { describe, expect, it } from 'vitest'

import { SHARED_PAGES } from '@/sites/page-roles'
import { pageIdOf } from '@/sites/sites'

import { PAGE_TYPES, pageTypeOf } from './page-type'

describe('the page type of the vitals', () => {
  it.each([
    [{ id: pageIdOf(1, 'home') }, false, 'home'],
    [{ id: pageIdOf(3, 'home') }, false, 'home'],
    [{ id: SHARED_PAGES.television }, false, 'television'],
    [{ id: SHARED_PAGES.networkStatus }, false, 'network-status'],
    [{ id: 3101, screen: 'order' as const }, false, 'order'],
    [{ id: 477, screen: null }, false, 'content'],
    [{ id: SHARED_PAGES.error }, true, 'error'],
  ])('%j (error: %s) → %s', (page, error, type) => {
    expect(pageTypeOf(page, error)).toBe(type)
  })

  it('is one of a fixed list, each once', () => {
    expect(new Set(PAGE_TYPES).size).toBe(PAGE_TYPES.length)
  })
})
