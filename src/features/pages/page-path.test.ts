import { describe, expect, it } from 'vitest'

import { pageIdFromPath } from './page-path'

describe('page id from the path (§2: page URLs end in a numeric page id)', () => {
  it('reads the id after the last dash of the last segment', () => {
    expect(pageIdFromPath(['etat-du-reseau-1637'])).toBe(1637)
    expect(pageIdFromPath(['business', 'pme-554'])).toBe(554)
    expect(pageIdFromPath(['anything-2-3-477'])).toBe(477)
  })

  it('accepts a bare id', () => {
    expect(pageIdFromPath(['702'])).toBe(702)
  })

  it('refuses paths without a trailing numeric id', () => {
    expect(pageIdFromPath(['nothing-here'])).toBeNull()
    expect(pageIdFromPath(['offres-477', 'details'])).toBeNull()
    expect(pageIdFromPath(['page-12a'])).toBeNull()
    expect(pageIdFromPath([])).toBeNull()
    expect(pageIdFromPath(['x-1234567890123'])).toBeNull()
  })
})
