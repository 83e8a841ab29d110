import { describe, expect, it } from 'vitest'

import { internalTarget, isInternalUrl } from './cms-link'

describe('§2 CMS links', () => {
  it("'Internal links (url starting with a slash) use the router; others open in a new tab'", () => {
    expect(isInternalUrl('/offres-combinees-477')).toBe(true)
    expect(isInternalUrl('https://www.example.ch')).toBe(false)
    expect(isInternalUrl('//evil.example/path')).toBe(false)
    expect(isInternalUrl('mailto:info@example.ch')).toBe(false)
    expect(isInternalUrl(null)).toBe(false)
  })

  it('an internal url keeps its locale prefix (fr unprefixed), path, query and hash for the router', () => {
    expect(internalTarget('/en/combo-offers-477?pack=fibre#prices')).toEqual({
      locale: 'en',
      path: ['combo-offers-477'],
      query: { pack: 'fibre' },
      hash: 'prices',
    })
    expect(internalTarget('/offres-combin%C3%A9es-477')).toEqual({ locale: 'fr', path: ['offres-combinées-477'], query: {}, hash: '' })
    expect(internalTarget('/de')).toEqual({ locale: 'de', path: [], query: {}, hash: '' })
    expect(internalTarget('https://example.ch/x')).toBeNull()
  })
})
