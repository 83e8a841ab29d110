import { describe, expect, it } from 'vitest'

import { blocSurface, faqTypeIds, sectionAnchor } from './blocs'

describe('§3 blocs', () => {
  it("'Blocs have color': the colour picks a theme surface (default, alternate, primary)", () => {
    expect(blocSurface('grey')).toBe('alt')
    expect(blocSurface(' Gray ')).toBe('alt')
    expect(blocSurface('primary')).toBe('primary')
    expect(blocSurface('blue')).toBe('primary')
    expect(blocSurface('#ff00ff')).toBe('default')
    expect(blocSurface(null)).toBe('default')
  })

  it("'Blocs have … section': the section is the bloc's anchor id", () => {
    expect(sectionAnchor('Offres Internet')).toBe('offres-internet')
    expect(sectionAnchor('Télévision & Replay')).toBe('television-replay')
    expect(sectionAnchor('2024 offers')).toBe('section-2024-offers')
    expect(sectionAnchor('  ')).toBeNull()
    expect(sectionAnchor(undefined)).toBeNull()
  })

  it("'Blocs have … faq_type': ids whether the types are populated or not", () => {
    expect(faqTypeIds({ faq_type: [3, { id: 5, faq_name: 'TV', updatedAt: '', createdAt: '' }] })).toEqual([3, 5])
    expect(faqTypeIds({})).toEqual([])
  })
})
