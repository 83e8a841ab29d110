import { describe, expect, it } from 'vitest'

import { catalogueOf, packFamily, toCatalogueItem } from './catalogue'
import {
  activePromotion,
  currentMonthlyPrice,
  fittingOptions,
  listedOptions,
  lowestMonthlyPrice,
  optionConflicts,
  priceSelection,
  promotionEnd,
  quote,
} from './pricing'
import { catalogueItem } from './test-fixtures'

const item = catalogueItem
const NOW = new Date('2026-11-23T12:00:00Z')

const SOLO = item('hsi_solo_net', { kind: 'option', monthlyPrice: 12 })
const MYSPORTS = item('mysports_earlybird', {
  kind: 'option',
  monthlyPrice: 19.9,
  promotion: { price: 9.9, validUntil: '2027-01-31T22:59:59Z', months: null, label: '' },
})
const INTERNET = item('internet-500', {
  monthlyPrice: 49.9,
  fees: [{ label: 'Activation', amount: 49, waivedOnline: false }],
  options: ['hsi_solo_net'],
})
const COMBO = item('duo-1g', {
  kind: 'internet-tv',
  monthlyPrice: 79.9,
  fees: [
    { label: 'Activation', amount: 49, waivedOnline: false },
    { label: 'Box TV', amount: 99, waivedOnline: false },
  ],
  promotion: { price: 59.9, validUntil: '2026-12-31T22:59:59Z', months: null, label: '3 mois' },
  options: ['mysports_earlybird'],
})
const TV = item('tv-basic', { kind: 'tv', monthlyPrice: 25, requires: ['internet'], options: ['mysports_earlybird'] })
const MOBILE = item('mobile-s', {
  kind: 'mobile',
  monthlyPrice: 19,
  maxQuantity: 5,
  fees: [{ label: 'SIM', amount: 40, waivedOnline: false }],
})
const CATALOGUE = catalogueOf([INTERNET, COMBO, SOLO, MYSPORTS])
const lines = (...slugs: string[]) => slugs.map((slug) => ({ slug, quantity: 1 }))

describe('promotions', () => {
  it('hold until their date, and only when they lower the price', () => {
    expect(activePromotion(COMBO, NOW)?.price).toBe(59.9)
    expect(currentMonthlyPrice(COMBO, NOW)).toBe(59.9)
    expect(activePromotion(COMBO, new Date('2027-01-01T00:00:00Z'))).toBeNull()
    expect(currentMonthlyPrice(COMBO, new Date('2027-01-01T00:00:00Z'))).toBe(79.9)
    expect(activePromotion({ ...COMBO, promotion: { price: 89, validUntil: '2027-01-01', months: null, label: '' } }, NOW)).toBeNull()
    expect(activePromotion(INTERNET, NOW)).toBeNull()
  })
})

describe('a promotion of some months', () => {
  const THREE_MONTHS = { price: 59.9, validUntil: '2027-01-12T21:59:59Z', months: 3, label: '3 mois à prix réduit' }

  it('holds from the order date: the same day three months later, whenever the offer itself ends', () => {
    expect(promotionEnd(THREE_MONTHS, new Date('2026-11-28T10:00:00Z'))).toBe('2027-02-28T21:59:59.000Z')
    // Late in the evening in Zurich is already the next day there.
    expect(promotionEnd(THREE_MONTHS, new Date('2026-11-30T23:30:00Z'))).toBe('2027-03-01T21:59:59.000Z')
    // No 31 November: the month's last day.
    expect(promotionEnd(THREE_MONTHS, new Date('2026-08-31T10:00:00Z'))).toBe('2026-11-30T21:59:59.000Z')
    expect(promotionEnd({ ...THREE_MONTHS, months: null }, NOW)).toBe('2027-01-12T21:59:59Z')
  })

  it("is the quote's end of the promotional price, line by line and for the total", () => {
    const ordered = new Date('2026-11-28T10:00:00Z')
    const result = quote([{ item: { ...COMBO, promotion: THREE_MONTHS }, quantity: 1 }], ordered)
    expect(result.lines[0]?.promotionUntil).toBe('2027-02-28T21:59:59.000Z')
    expect(result.promotionUntil).toBe('2027-02-28T21:59:59.000Z')
  })
})

describe('rebates', () => {
  const COMBINED = {
    label: 'Rabais combiné',
    amount: 10,
    unit: 'chf' as const,
    withGroups: ['internet' as const, 'tv' as const],
    minQuantity: 1,
  }
  const PLUS = item('mobile-plus', { kind: 'mobile', monthlyPrice: 29, maxQuantity: 5, rebates: [COMBINED] })

  it("take a mobile plan's rebate off each line beside internet or TV, as a line of their own", () => {
    const result = quote(
      [
        { item: COMBO, quantity: 1 },
        { item: PLUS, quantity: 2 },
      ],
      new Date('2027-02-01T12:00:00Z'),
    )
    expect(result.rebates).toEqual([{ slug: 'mobile-plus', name: 'mobile-plus', label: 'Rabais combiné', quantity: 2, amount: 20 }])
    expect(result.monthlyTotal).toBe(117.9)
    expect(result.promotionalMonthlyTotal).toBe(117.9)
  })

  it('are left out without the groups they need, and the promotional total keeps them', () => {
    expect(quote([{ item: PLUS, quantity: 3 }], NOW)).toMatchObject({ rebates: [], monthlyTotal: 87 })
    const result = quote(
      [
        { item: COMBO, quantity: 1 },
        { item: PLUS, quantity: 1 },
      ],
      NOW,
    )
    expect(result).toMatchObject({ monthlyTotal: 98.9, promotionalMonthlyTotal: 78.9 })
  })

  it('in percent from a quantity: the largest that applies, never two', () => {
    const fleet = item('business-mobile-s', {
      kind: 'business-mobile',
      monthlyPrice: 25,
      maxQuantity: 30,
      rebates: [
        { label: '10 %', amount: 10, unit: 'percent', withGroups: [], minQuantity: 5 },
        { label: '20 %', amount: 20, unit: 'percent', withGroups: [], minQuantity: 20 },
      ],
    })
    expect(quote([{ item: fleet, quantity: 4 }], NOW).rebates).toEqual([])
    expect(quote([{ item: fleet, quantity: 5 }], NOW)).toMatchObject({ rebates: [{ label: '10 %', amount: 12.5 }], monthlyTotal: 112.5 })
    expect(quote([{ item: fleet, quantity: 20 }], NOW)).toMatchObject({ rebates: [{ label: '20 %', amount: 100 }], monthlyTotal: 400 })
  })
})

describe('a "from" price', () => {
  it('is the lowest current monthly price of the offers, promotions included, and none without an offer', () => {
    expect(INTERNET.monthlyPrice).toBeLessThan(COMBO.monthlyPrice)
    expect(lowestMonthlyPrice([COMBO, INTERNET], NOW)).toBe(Math.min(INTERNET.monthlyPrice, 59.9))
    expect(lowestMonthlyPrice([COMBO], NOW)).toBe(59.9)
    expect(lowestMonthlyPrice([COMBO], new Date('2027-01-01T00:00:00Z'))).toBe(79.9)
    expect(lowestMonthlyPrice([], NOW)).toBeNull()
  })
})

describe('a quote', () => {
  it('adds the offer and its options in centimes: monthly, promotional and one-off totals', () => {
    const result = quote(
      [
        { item: COMBO, quantity: 1 },
        { item: MYSPORTS, quantity: 1 },
      ],
      NOW,
    )
    expect(result.monthlyTotal).toBe(99.8)
    expect(result.promotionalMonthlyTotal).toBe(69.8)
    expect(result.oneOffTotal).toBe(148)
    expect(result.promotionUntil).toBe('2026-12-31T22:59:59Z')
    expect(result.lines.map((line) => line.slug)).toEqual(['duo-1g', 'mysports_earlybird'])
  })

  it('without a promotion the promotional total is the regular one', () => {
    const result = quote(
      [
        { item: INTERNET, quantity: 1 },
        { item: SOLO, quantity: 1 },
      ],
      NOW,
    )
    expect(result).toMatchObject({ monthlyTotal: 61.9, promotionalMonthlyTotal: 61.9, promotionUntil: null, oneOffTotal: 49 })
  })

  it('lists every one-off fee line by line, times its quantity, and leaves a fee waived online out of the total', () => {
    const activation = { label: 'Activation', amount: 49, waivedOnline: true }
    const combo = { ...COMBO, fees: [activation, { label: 'Box TV', amount: 99, waivedOnline: false }] }
    const box = item('tv-box', { kind: 'option', monthlyPrice: 5, fees: [{ label: 'Box TV', amount: 99, waivedOnline: false }] })
    const result = quote(
      [
        { item: combo, quantity: 1 },
        { item: box, quantity: 2 },
      ],
      NOW,
    )
    expect(result.oneOffFees).toEqual([
      { slug: 'duo-1g', label: 'Activation', quantity: 1, amount: 49, waived: true },
      { slug: 'duo-1g', label: 'Box TV', quantity: 1, amount: 99, waived: false },
      { slug: 'tv-box', label: 'Box TV', quantity: 2, amount: 198, waived: false },
    ])
    expect(result.oneOffTotal).toBe(297)
  })
})

describe('option rules', () => {
  it('an offer fits only its own options: "Internet seul" with internet alone, MySports with TV', () => {
    expect(fittingOptions(CATALOGUE, INTERNET).map((o) => o.slug)).toEqual(['hsi_solo_net'])
    expect(fittingOptions(CATALOGUE, COMBO).map((o) => o.slug)).toEqual(['mysports_earlybird'])
  })

  it('an option is never sold with a group it excludes: internet alone, without TV, is no option beside a TV', () => {
    const solo = { ...SOLO, excludes: ['tv' as const] }
    const catalogue = catalogueOf([INTERNET, TV, solo, MYSPORTS])
    expect(fittingOptions(catalogue, INTERNET).map((o) => o.slug)).toEqual(['hsi_solo_net'])
    expect(fittingOptions(catalogue, INTERNET, TV).map((o) => o.slug)).toEqual(['mysports_earlybird'])
    expect(listedOptions(catalogue, INTERNET, TV).map((o) => o.slug)).toEqual(['hsi_solo_net', 'mysports_earlybird'])
    expect(optionConflicts(solo, INTERNET, TV)).toEqual(['tv'])
    expect(optionConflicts(solo, INTERNET, MOBILE)).toEqual([])
    expect(priceSelection(catalogue, lines('internet-500', 'tv-basic', 'hsi_solo_net'), NOW)).toEqual({
      ok: false,
      problem: 'incompatibleOption',
      option: 'hsi_solo_net',
    })
    expect(priceSelection(catalogue, lines('internet-500', 'hsi_solo_net'), NOW)).toMatchObject({ ok: true, quote: { monthlyTotal: 61.9 } })
  })

  it('a choice is priced only when the offer exists and every option fits it', () => {
    expect(priceSelection(CATALOGUE, lines('duo-1g', 'mysports_earlybird'), NOW)).toMatchObject({ ok: true, quote: { monthlyTotal: 99.8 } })
    expect(priceSelection(CATALOGUE, lines('duo-1g', 'hsi_solo_net'), NOW)).toEqual({
      ok: false,
      problem: 'incompatibleOption',
      option: 'hsi_solo_net',
    })
    expect(priceSelection(CATALOGUE, lines('internet-500', 'mysports_earlybird'), NOW)).toMatchObject({
      ok: false,
      problem: 'incompatibleOption',
    })
    expect(priceSelection(CATALOGUE, lines('trio-10g'), NOW)).toEqual({ ok: false, problem: 'unknownOffer' })
    // An option is no offer.
    expect(priceSelection(CATALOGUE, lines('hsi_solo_net'), NOW)).toEqual({ ok: false, problem: 'unknownOffer' })
  })

  it('an option fits when any chosen product takes it', () => {
    const withTv = catalogueOf([INTERNET, TV, SOLO, MYSPORTS])
    expect(priceSelection(withTv, lines('internet-500', 'tv-basic', 'mysports_earlybird'), NOW)).toMatchObject({
      ok: true,
      quote: { monthlyTotal: 94.8 },
    })
  })

  it('one product per group, no more of one than it allows, its requirements chosen too', () => {
    const catalogue = catalogueOf([INTERNET, COMBO, TV, MOBILE])
    expect(priceSelection(catalogue, lines('internet-500', 'duo-1g'), NOW)).toMatchObject({
      ok: false,
      problem: 'incompatibleOption',
      option: 'duo-1g',
    })
    expect(priceSelection(catalogue, lines('duo-1g', 'tv-basic'), NOW)).toMatchObject({ ok: false, problem: 'incompatibleOption' })
    expect(priceSelection(catalogue, lines('tv-basic'), NOW)).toEqual({ ok: false, problem: 'incompatibleOption', option: 'tv-basic' })
    expect(priceSelection(catalogue, [{ slug: 'mobile-s', quantity: 3 }], NOW)).toMatchObject({
      ok: true,
      quote: { monthlyTotal: 57, oneOffTotal: 120 },
    })
    expect(priceSelection(catalogue, [{ slug: 'mobile-s', quantity: 6 }], NOW)).toMatchObject({ ok: false, problem: 'incompatibleOption' })
    expect(priceSelection(catalogue, [{ slug: 'mobile-s', quantity: 0 }], NOW)).toMatchObject({ ok: false, problem: 'incompatibleOption' })
    expect(priceSelection(catalogue, lines('internet-500', 'internet-500'), NOW)).toMatchObject({
      ok: false,
      problem: 'incompatibleOption',
    })
  })
})

describe('catalogue records', () => {
  it('read options as slugs, drop bare ids and empty features; a half-filled promotion is none', () => {
    const stored = {
      id: 1,
      name: 'Duo',
      slug: 'duo',
      site: '1',
      audience: 'private',
      kind: 'internet-tv',
      position: 1,
      monthlyPrice: 79.9,
      promotion: { price: 59.9, validUntil: null },
      features: [{ text: ' 250 chaînes ' }, { text: ' ' }],
      options: [7, { ...MYSPORTS, id: 8, site: '1', position: 0, updatedAt: '', createdAt: '' }],
      details: { url: '/liste-des-chaines-3110?pack=comfort', label: ' ' },
      updatedAt: '',
      createdAt: '',
    } as const
    // A second link without words is left out: it has no generic label.
    expect(toCatalogueItem(stored as never)).toMatchObject({
      promotion: null,
      features: ['250 chaînes'],
      options: ['mysports_earlybird'],
      fees: [],
      details: null,
    })
    const withLabel = { ...stored, details: { url: '/liste-des-chaines-3110?pack=comfort', label: 'Voir les chaînes' } }
    expect(toCatalogueItem(withLabel as never).details).toEqual({ url: '/liste-des-chaines-3110?pack=comfort', label: 'Voir les chaînes' })
  })

  it('business kinds fall into the pack families the network redirect rules use', () => {
    expect(packFamily('business-internet')).toBe('internet')
    expect(packFamily('business-mobile')).toBe('mobile')
    expect(packFamily('ip-centrex')).toBe('phone')
    expect(packFamily('internet-tv')).toBe('internet-tv')
    expect(packFamily('option')).toBeNull()
  })
})
