import { describe, expect, it } from 'vitest'

import { hasFigures, withFigures } from './figures'
import { catalogueItem } from './test-fixtures'

const NOW = new Date('2026-11-23T12:00:00Z')
const DUO = catalogueItem('duo-1g-tv', {
  kind: 'internet-tv',
  monthlyPrice: 74.9,
  promotion: { price: 54.9, validUntil: '2027-01-10T22:59:59Z', months: null, label: '3 mois à prix réduit' },
})
const MOBILE = catalogueItem('mobile-plus', { kind: 'mobile', monthlyPrice: 29 })
const ITEMS = [DUO, MOBILE]

describe('catalogue figures in a text', () => {
  it('fill in the price now, the regular price, the promotion and its end from the site catalogue', () => {
    expect(withFigures('{price:duo-1g-tv}', ITEMS, NOW)).toBe('54.90')
    expect(withFigures('au lieu de {regular-price:duo-1g-tv}', ITEMS, NOW)).toBe('au lieu de 74.90')
    expect(withFigures('{promotion:duo-1g-tv}', ITEMS, NOW)).toBe('3 mois à prix réduit')
    expect(withFigures('Jusqu’au {until:duo-1g-tv}', ITEMS, NOW)).toBe('Jusqu’au 10.01.2027')
    expect(withFigures('{price:mobile-plus}', ITEMS, NOW)).toBe('29.-')
    expect(withFigures('{name:duo-1g-tv}', ITEMS, NOW)).toBe('duo-1g-tv')
  })

  it('leave a text without figures as it is', () => {
    expect(withFigures('Offre limitée', ITEMS, NOW)).toBe('Offre limitée')
    expect(withFigures(null, ITEMS, NOW)).toBeNull()
    expect(hasFigures('{prix}')).toBe(false)
    expect(hasFigures('dès {price:duo-1g-tv}')).toBe(true)
  })

  it('drop the whole text when a figure cannot be given: an offer the site does not sell, a promotion that is over', () => {
    expect(withFigures('{price:trio-10g}', ITEMS, NOW)).toBeNull()
    const after = new Date('2027-01-11T00:00:00Z')
    expect(withFigures('Jusqu’au {until:duo-1g-tv}', ITEMS, after)).toBeNull()
    expect(withFigures('{promotion:duo-1g-tv}', ITEMS, after)).toBeNull()
    // Once the promotion is over, the price is the regular one.
    expect(withFigures('{price:duo-1g-tv}', ITEMS, after)).toBe('74.90')
    expect(withFigures('{until:mobile-plus}', ITEMS, NOW)).toBeNull()
  })
})
