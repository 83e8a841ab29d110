import { describe, expect, it } from 'vitest'

import { catalogueOf } from '@/features/catalogue'
import { catalogueItem } from '@/features/catalogue/test-fixtures'

import { catalogueGroups, configurationQuote, groupProducts } from './configuration'
import { firstPaintCatalogue, shownOffers } from './configurator-data'

const CATALOGUE = catalogueOf([
  catalogueItem('internet-300', {
    monthlyPrice: 49,
    description: 'Fibre',
    fees: [{ label: 'Activation', amount: 49, waivedOnline: false }],
    features: ['300 Mbit/s'],
    options: ['tv-box'],
  }),
  catalogueItem('tv-basic', { kind: 'tv', monthlyPrice: 25, requires: ['internet'], details: { url: '/chaines', label: 'Chaînes' } }),
  catalogueItem('mobile-plus', {
    kind: 'mobile',
    monthlyPrice: 29.9,
    maxQuantity: 5,
    promotion: { price: 19.9, validUntil: '2027-01-31T23:00:00Z', months: null, label: 'Promo' },
  }),
  catalogueItem('tv-box', { kind: 'option', monthlyPrice: 5, maxQuantity: 3 }),
])

describe('the configurator’s first paint', () => {
  it('carries of each offer only what its choice shows, and no option', () => {
    const shown = shownOffers(CATALOGUE)
    shown.forEach((offer, index) => {
      expect(Object.keys(offer).sort()).toEqual(['audience', 'description', 'kind', 'monthlyPrice', 'name', 'promotion', 'slug'])
      expect(CATALOGUE.offers[index]).toMatchObject(offer)
    })
    expect(JSON.stringify(shown)).not.toMatch(/Activation|300 Mbit|Chaînes|tv-box/)
  })

  it('draws the same groups, choices and prices as the whole catalogue with nothing chosen', () => {
    const firstPaint = firstPaintCatalogue(shownOffers(CATALOGUE))
    expect(catalogueGroups(firstPaint)).toEqual(catalogueGroups(CATALOGUE))
    for (const group of catalogueGroups(CATALOGUE))
      expect(
        groupProducts(firstPaint, group).map(({ slug, name, description, monthlyPrice, promotion }) => [
          slug,
          name,
          description,
          monthlyPrice,
          promotion,
        ]),
      ).toEqual(
        groupProducts(CATALOGUE, group).map(({ slug, name, description, monthlyPrice, promotion }) => [
          slug,
          name,
          description,
          monthlyPrice,
          promotion,
        ]),
      )
    expect(configurationQuote(firstPaint, [], new Date())).toBeNull()
    expect(configurationQuote(CATALOGUE, [], new Date())).toBeNull()
  })
})
