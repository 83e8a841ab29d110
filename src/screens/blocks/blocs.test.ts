import { describe, expect, it } from 'vitest'

import { blocSurface, continuesPrevious, sectionAnchor } from './blocs'
import { faqTypeIds } from './faq/config'

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

  it('a text bloc after a text bloc on the same surface reads on without a new band of space', () => {
    const text = { title: 'Conditions', color: 'white' }
    expect(continuesPrevious(text, { title: 'Inclus', color: null })).toBe(true)
    expect(continuesPrevious(text, undefined)).toBe(false)
    expect(continuesPrevious(text, { title: 'Inclus', color: 'grey' })).toBe(false)
    expect(continuesPrevious(text, { title: 'Nos offres', contents: [{ products: [] }] })).toBe(false)
    expect(continuesPrevious({ ...text, form: 'contact' }, { title: 'Inclus' })).toBe(false)
  })
})
