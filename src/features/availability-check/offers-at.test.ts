import { describe, expect, it } from 'vitest'

import { catalogueOf, type CatalogueItem } from '@/features/catalogue'
import { catalogueItem } from '@/features/catalogue/test-fixtures'
import { distributor } from '@/features/distributors/test-fixtures'

import { offersAt } from './offers-at'

const item = (slug: string, kind: CatalogueItem['kind']) => catalogueItem(slug, { kind, monthlyPrice: 49 })
const CATALOGUE = catalogueOf([
  item('internet-500', 'internet'),
  item('duo-1g-tv', 'internet-tv'),
  item('mobile-s', 'mobile'),
  item('hsi_solo_net', 'option'),
])

describe('offers at a served address', () => {
  it('every offer, never an option, where the network takes no pack itself', () => {
    expect(offersAt(CATALOGUE, distributor({ redirects: [] })).map((offer) => offer.slug)).toEqual([
      'internet-500',
      'duo-1g-tv',
      'mobile-s',
    ])
  })

  it('not the packs the local network takes itself', () => {
    const tvAtHome = distributor({ redirects: [{ key: 'internet-tv', target: 'https://example.ch/tv' }] })
    expect(offersAt(CATALOGUE, tvAtHome).map((offer) => offer.slug)).toEqual(['internet-500', 'mobile-s'])
  })

  it('none where it takes every pack', () => {
    expect(offersAt(CATALOGUE, distributor({ redirects: [{ key: 'all', target: 'https://example.ch' }] }))).toEqual([])
  })
})
