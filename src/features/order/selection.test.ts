import { describe, expect, it } from 'vitest'

import { catalogueOf, type CatalogueItem } from '@/features/catalogue'

import { initialOrderState } from './order-store'
import { chooseOffer, chosenOptions, offeredOptions, selectionQuote } from './selection'

const NOW = new Date('2026-11-23T12:00:00Z')

function item(slug: string, fields: Partial<CatalogueItem> = {}): CatalogueItem {
  return { slug, name: slug, kind: 'internet', audience: 'private', description: '', monthlyPrice: 0, fees: [], promotion: null, features: [], options: [], details: null, ...fields }
}

const CATALOGUE = catalogueOf([
  item('internet-300', { monthlyPrice: 49, options: ['hsi_solo_net', 'static-ip'] }),
  item('duo-1g-tv', { kind: 'internet-tv', monthlyPrice: 79.9, fees: [{ label: 'Box', amount: 99 }], options: ['mysports_earlybird'] }),
  item('business-mobile-s', { kind: 'business-mobile', audience: 'business', monthlyPrice: 25 }),
  item('hsi_solo_net', { kind: 'option', monthlyPrice: 12 }),
  item('mysports_earlybird', { kind: 'option', monthlyPrice: 29.9 }),
  // A catalogue option the §3 order cannot carry (a configurator's): never offered by the funnel.
  item('static-ip', { kind: 'option', monthlyPrice: 10 }),
])
const EMPTY = initialOrderState.order

describe('choosing an offer in the funnel', () => {
  it('sets the pack family for the redirect rules and the offer slug', () => {
    expect(chooseOffer(CATALOGUE, 'duo-1g-tv', EMPTY)).toEqual({ pack: 'internet-tv', value: 'duo-1g-tv', hsi_solo_net: false, mysports_earlybird: false })
    expect(chooseOffer(CATALOGUE, 'business-mobile-s', EMPTY)).toMatchObject({ pack: 'mobile', value: 'business-mobile-s' })
  })

  it('an option that does not fit the new offer is dropped, one that fits is kept', () => {
    const withSports = { ...EMPTY, value: 'duo-1g-tv', pack: 'internet-tv', mysports_earlybird: true }
    expect(chooseOffer(CATALOGUE, 'internet-300', withSports)).toMatchObject({ hsi_solo_net: false, mysports_earlybird: false })
    expect(chooseOffer(CATALOGUE, 'duo-1g-tv', withSports)).toMatchObject({ mysports_earlybird: true })
  })

  it('an unknown slug, or an option, chooses nothing', () => {
    expect(chooseOffer(CATALOGUE, 'trio-100g', EMPTY)).toBeNull()
    expect(chooseOffer(CATALOGUE, 'hsi_solo_net', EMPTY)).toBeNull()
    expect(chooseOffer(CATALOGUE, null, EMPTY)).toBeNull()
  })

  it('offers only the §3 options that fit: "Internet seul" with internet alone, MySports with TV', () => {
    expect(offeredOptions(CATALOGUE, CATALOGUE.offers[0]!).map((o) => o.slug)).toEqual(['hsi_solo_net'])
    expect(offeredOptions(CATALOGUE, CATALOGUE.offers[1]!).map((o) => o.slug)).toEqual(['mysports_earlybird'])
    expect(offeredOptions(CATALOGUE, CATALOGUE.offers[2]!)).toEqual([])
  })
})

describe('the running summary', () => {
  it('prices the chosen offer and options; nothing chosen is no quote', () => {
    const selection = { ...EMPTY, value: 'duo-1g-tv', pack: 'internet-tv', mysports_earlybird: true }
    expect(chosenOptions(selection)).toEqual(['mysports_earlybird'])
    expect(selectionQuote(CATALOGUE, selection, NOW)).toMatchObject({ monthlyTotal: 109.8, oneOffTotal: 99 })
    expect(selectionQuote(CATALOGUE, EMPTY, NOW)).toBeNull()
    // A restored selection the catalogue no longer allows shows no price rather than a wrong one.
    expect(selectionQuote(CATALOGUE, { ...selection, hsi_solo_net: true }, NOW)).toBeNull()
  })
})
