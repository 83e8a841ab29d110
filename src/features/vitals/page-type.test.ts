import { describe, expect, it } from 'vitest'

import { PAGE_IDS } from '@/sites/page-roles'

import { PAGE_TYPES, pageTypeOf } from './page-type'

describe('the page type of the vitals', () => {
  it.each([
    [{ id: PAGE_IDS.mainHome }, false, 'home'],
    [{ id: PAGE_IDS.fribourgHome }, false, 'home'],
    [{ id: PAGE_IDS.television }, false, 'television'],
    [{ id: PAGE_IDS.networkStatus }, false, 'network-status'],
    [{ id: 3101, screen: 'order' as const }, false, 'order'],
    [{ id: 477, screen: null }, false, 'content'],
    [{ id: PAGE_IDS.error }, true, 'error'],
  ])('%j (error: %s) → %s', (page, error, type) => {
    expect(pageTypeOf(page, error)).toBe(type)
  })

  it('is one of a fixed list, each once', () => {
    expect(new Set(PAGE_TYPES).size).toBe(PAGE_TYPES.length)
  })
})
