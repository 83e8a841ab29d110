import { describe, expect, it } from 'vitest'

import { catalogueOf } from '@/features/catalogue'
import { catalogueItem } from '@/features/catalogue/test-fixtures'

import { initialOrderState } from './order-store'
import { chooseOffer, chosenOptions, deliveredByPost, offeredOptions, selectionOf, selectionQuote, withoutExtra } from './selection'

const item = catalogueItem
const NOW = new Date('2026-11-23T12:00:00Z')

const CATALOGUE = catalogueOf([
  item('internet-300', { monthlyPrice: 49, options: ['hsi_solo_net', 'static-ip'] }),
  item('duo-1g-tv', {
    kind: 'internet-tv',
    monthlyPrice: 79.9,
    fees: [{ label: 'Box', amount: 99, waivedOnline: false }],
    options: ['mysports_earlybird'],
  }),
  item('business-mobile-s', { kind: 'business-mobile', audience: 'business', monthlyPrice: 25 }),
  item('hsi_solo_net', { kind: 'option', monthlyPrice: 12 }),
  item('mysports_earlybird', { kind: 'option', monthlyPrice: 29.9 }),
  // A catalogue option the §3 order cannot carry (a configurator's): never offered by the funnel.
  item('static-ip', { kind: 'option', monthlyPrice: 10 }),
])
const EMPTY = initialOrderState.order

describe('choosing an offer in the funnel', () => {
  it('sets the pack family for the redirect rules and the offer slug', () => {
    expect(chooseOffer(CATALOGUE, 'duo-1g-tv', EMPTY)).toEqual({
      pack: 'internet-tv',
      value: 'duo-1g-tv',
      hsi_solo_net: false,
      mysports_earlybird: false,
      extras: [],
      delivery: false,
    })
    expect(chooseOffer(CATALOGUE, 'business-mobile-s', EMPTY)).toMatchObject({ pack: 'mobile', value: 'business-mobile-s', delivery: true })
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
    const offering = (value: string) => offeredOptions(CATALOGUE, { ...EMPTY, value }).map((o) => o.slug)
    expect(offering('internet-300')).toEqual(['hsi_solo_net'])
    expect(offering('duo-1g-tv')).toEqual(['mysports_earlybird'])
    expect(offering('business-mobile-s')).toEqual([])
  })
})

describe('a configuration in the funnel', () => {
  const WITH_MOBILE = catalogueOf([
    ...CATALOGUE.offers,
    item('mobile-plus', { kind: 'mobile', monthlyPrice: 29, maxQuantity: 5 }),
    item('tv-basic', { kind: 'tv', monthlyPrice: 25, requires: ['internet'], options: ['mysports_earlybird'] }),
    ...CATALOGUE.options,
  ])

  it('reads as the offer, the §3 options and the extras', () => {
    const update = selectionOf(WITH_MOBILE, [
      { slug: 'internet-300', quantity: 1 },
      { slug: 'tv-basic', quantity: 1 },
      { slug: 'mobile-plus', quantity: 2 },
      { slug: 'mysports_earlybird', quantity: 1 },
    ])
    expect(update).toEqual({
      pack: 'internet-tv',
      value: 'internet-300',
      hsi_solo_net: false,
      mysports_earlybird: true,
      extras: [
        { slug: 'tv-basic', quantity: 1 },
        { slug: 'mobile-plus', quantity: 2 },
      ],
      delivery: false,
    })
    expect(selectionOf(WITH_MOBILE, [{ slug: 'tv-basic', quantity: 1 }])).toBeNull()
  })

  it('mobile plans alone go by post; with anything installed, the order is installed', () => {
    expect(selectionOf(WITH_MOBILE, [{ slug: 'mobile-plus', quantity: 2 }])).toMatchObject({ pack: 'mobile', delivery: true })
    expect(
      selectionOf(WITH_MOBILE, [
        { slug: 'mobile-plus', quantity: 1 },
        { slug: 'internet-300', quantity: 1 },
      ]),
    ).toMatchObject({ delivery: false })
    expect(deliveredByPost([])).toBe(false)
  })

  it('keeps what still fits when the offer changes, and drops what only the old one allowed', () => {
    const selection = {
      ...EMPTY,
      ...selectionOf(WITH_MOBILE, [
        { slug: 'internet-300', quantity: 1 },
        { slug: 'tv-basic', quantity: 1 },
        { slug: 'mobile-plus', quantity: 2 },
      ]),
    }
    // The combo brings its own TV: the TV pack goes, the mobile lines stay.
    expect(chooseOffer(WITH_MOBILE, 'duo-1g-tv', selection)).toMatchObject({
      value: 'duo-1g-tv',
      extras: [{ slug: 'mobile-plus', quantity: 2 }],
    })
    // Without internet, the TV pack that needs it goes too.
    expect(
      withoutExtra(
        WITH_MOBILE,
        {
          ...selection,
          value: 'mobile-plus',
          extras: [
            { slug: 'internet-300', quantity: 1 },
            { slug: 'tv-basic', quantity: 1 },
          ],
        },
        'internet-300',
      ),
    ).toMatchObject({
      value: 'mobile-plus',
      extras: [],
    })
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
