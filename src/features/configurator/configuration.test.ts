import { describe, expect, it } from 'vitest'

import { catalogueOf, priceSelection } from '@/features/catalogue'
import { catalogueItem } from '@/features/catalogue/test-fixtures'

import {
  catalogueGroups,
  configurationQuote,
  normalise,
  orderable,
  parseConfiguration,
  reduceConfiguration,
  serializeConfiguration,
  unmetRequirements,
} from './configuration'

const item = catalogueItem
const NOW = new Date('2026-11-24T12:00:00Z')

const CATALOGUE = catalogueOf([
  item('internet-300', { monthlyPrice: 49, fees: [{ label: 'Activation', amount: 49, waivedOnline: false }], options: ['hsi_solo_net'] }),
  item('trio-10g', { kind: 'internet-tv', monthlyPrice: 109, options: ['mysports_earlybird', 'tv-box'] }),
  item('tv-basic', { kind: 'tv', monthlyPrice: 25, requires: ['internet'], options: ['mysports_earlybird', 'tv-box'] }),
  item('mobile-start', { kind: 'mobile', monthlyPrice: 19, maxQuantity: 5, fees: [{ label: 'SIM', amount: 40, waivedOnline: false }] }),
  item('mobile-plus', {
    kind: 'mobile',
    monthlyPrice: 29.9,
    maxQuantity: 5,
    promotion: { price: 19.9, validUntil: '2027-01-31T23:00:00Z', months: null, label: '' },
  }),
  item('fixed-flat', { kind: 'phone', monthlyPrice: 15, requires: ['internet'] }),
  item('hsi_solo_net', { kind: 'option', monthlyPrice: 12, excludes: ['tv'] }),
  item('mysports_earlybird', { kind: 'option', monthlyPrice: 29.9 }),
  item('tv-box', { kind: 'option', monthlyPrice: 5, maxQuantity: 3, fees: [{ label: 'Box', amount: 99, waivedOnline: false }] }),
])

const act = (lines: Parameters<typeof reduceConfiguration>[1], ...actions: Parameters<typeof reduceConfiguration>[2][]) =>
  actions.reduce((current, action) => reduceConfiguration(CATALOGUE, current, action), lines)

describe('the configuration in the URL', () => {
  it('reads slugs with an optional quantity and writes them back the same way', () => {
    const lines = parseConfiguration('trio-10g,mobile-plus:2,mysports_earlybird')
    expect(lines).toEqual([
      { slug: 'trio-10g', quantity: 1 },
      { slug: 'mobile-plus', quantity: 2 },
      { slug: 'mysports_earlybird', quantity: 1 },
    ])
    expect(serializeConfiguration(lines)).toBe('trio-10g,mobile-plus:2,mysports_earlybird')
  })

  it('leaves out what is not a line, and repeats', () => {
    expect(parseConfiguration('TRIO,<script>,trio-10g,trio-10g:3,a:999')).toEqual([{ slug: 'trio-10g', quantity: 1 }])
    expect(parseConfiguration(null)).toEqual([])
  })
})

describe('choosing in the configurator', () => {
  it('holds one product per group: another speed replaces the first', () => {
    expect(
      act([], { type: 'choose', group: 'internet', slug: 'internet-300' }, { type: 'choose', group: 'internet', slug: 'trio-10g' }),
    ).toEqual([{ slug: 'trio-10g', quantity: 1 }])
  })

  it('keeps the number of mobile lines when the plan changes', () => {
    const lines = act(
      [],
      { type: 'choose', group: 'mobile', slug: 'mobile-start' },
      { type: 'quantity', slug: 'mobile-start', quantity: 3 },
    )
    expect(act(lines, { type: 'choose', group: 'mobile', slug: 'mobile-plus' })).toEqual([{ slug: 'mobile-plus', quantity: 3 }])
  })

  it('keeps quantities within what the product allows', () => {
    const lines = act([], { type: 'choose', group: 'mobile', slug: 'mobile-start' })
    expect(act(lines, { type: 'quantity', slug: 'mobile-start', quantity: 9 })).toEqual([{ slug: 'mobile-start', quantity: 5 }])
    expect(act(lines, { type: 'quantity', slug: 'mobile-start', quantity: 0 })).toEqual([{ slug: 'mobile-start', quantity: 1 }])
  })

  it('offers an option only while a chosen product takes it, and drops it with that product', () => {
    expect(act([], { type: 'toggleOption', slug: 'mysports_earlybird' })).toEqual([])
    const lines = act([], { type: 'choose', group: 'internet', slug: 'trio-10g' }, { type: 'toggleOption', slug: 'mysports_earlybird' })
    expect(lines).toEqual([
      { slug: 'trio-10g', quantity: 1 },
      { slug: 'mysports_earlybird', quantity: 1 },
    ])
    expect(act(lines, { type: 'toggleOption', slug: 'mysports_earlybird' })).toEqual([{ slug: 'trio-10g', quantity: 1 }])
    expect(act(lines, { type: 'choose', group: 'internet', slug: 'internet-300' })).toEqual([{ slug: 'internet-300', quantity: 1 }])
  })

  it('"none" in a group takes its product out', () => {
    const lines = act(
      [],
      { type: 'choose', group: 'internet', slug: 'internet-300' },
      { type: 'choose', group: 'phone', slug: 'fixed-flat' },
    )
    expect(act(lines, { type: 'choose', group: 'phone', slug: null })).toEqual([{ slug: 'internet-300', quantity: 1 }])
  })

  it('restores a shared configuration in the groups order, without unknown or second products', () => {
    expect(act([], { type: 'restore', lines: parseConfiguration('mobile-plus:2,tv-box:2,trio-10g,internet-300,gone') })).toEqual([
      { slug: 'trio-10g', quantity: 1 },
      { slug: 'mobile-plus', quantity: 2 },
      { slug: 'tv-box', quantity: 2 },
    ])
  })

  it('reset empties it', () => {
    expect(act(normalise(CATALOGUE, [{ slug: 'trio-10g', quantity: 1 }]), { type: 'reset' })).toEqual([])
  })
})

describe('rules and prices', () => {
  it('names what a product needs before the configuration can be ordered', () => {
    const tvOnly = act([], { type: 'choose', group: 'tv', slug: 'tv-basic' })
    expect(unmetRequirements(CATALOGUE, tvOnly).map(({ item, missing }) => [item.slug, missing])).toEqual([['tv-basic', ['internet']]])
    expect(orderable(CATALOGUE, tvOnly)).toBe(false)
    const withInternet = act(tvOnly, { type: 'choose', group: 'internet', slug: 'internet-300' })
    expect(unmetRequirements(CATALOGUE, withInternet)).toEqual([])
    expect(orderable(CATALOGUE, withInternet)).toBe(true)
    expect(orderable(CATALOGUE, [])).toBe(false)
  })

  it('prices quantities, promotions and fees, the same way the order is priced', () => {
    const lines = act(
      [],
      { type: 'choose', group: 'internet', slug: 'trio-10g' },
      { type: 'toggleOption', slug: 'tv-box' },
      { type: 'quantity', slug: 'tv-box', quantity: 2 },
      { type: 'choose', group: 'mobile', slug: 'mobile-plus' },
      { type: 'quantity', slug: 'mobile-plus', quantity: 3 },
    )
    const running = configurationQuote(CATALOGUE, lines, NOW)
    expect(running).toMatchObject({ monthlyTotal: 208.7, promotionalMonthlyTotal: 178.7, oneOffTotal: 198 })
    const ordered = priceSelection(CATALOGUE, lines, NOW)
    expect(ordered.ok && ordered.quote).toEqual(running)
  })

  it('shows the groups the catalogue has', () => {
    expect(catalogueGroups(CATALOGUE)).toEqual(['internet', 'tv', 'mobile', 'phone'])
    expect(catalogueGroups(catalogueOf([item('mobile-start', { kind: 'mobile' })]))).toEqual(['mobile'])
  })
})

describe("the option rules, the funnel's own", () => {
  it('internet alone, without TV, is dropped from a configuration with a TV and cannot be added to one', () => {
    // The shared link of the issue: internet 300, TV Basic and "Internet seul, sans TV".
    expect(normalise(CATALOGUE, parseConfiguration('internet-300,tv-basic,hsi_solo_net'))).toEqual([
      { slug: 'internet-300', quantity: 1 },
      { slug: 'tv-basic', quantity: 1 },
    ])
    const withTv = act([], { type: 'choose', group: 'internet', slug: 'internet-300' }, { type: 'choose', group: 'tv', slug: 'tv-basic' })
    expect(act(withTv, { type: 'toggleOption', slug: 'hsi_solo_net' })).toEqual(withTv)
    expect(configurationQuote(CATALOGUE, act(withTv, { type: 'toggleOption', slug: 'hsi_solo_net' }), NOW)?.monthlyTotal).toBe(74)
  })

  it('choosing a TV takes the option out; without TV it stays, and the funnel sells what the configurator keeps', () => {
    const solo = act([], { type: 'choose', group: 'internet', slug: 'internet-300' }, { type: 'toggleOption', slug: 'hsi_solo_net' })
    expect(solo.map((line) => line.slug)).toEqual(['internet-300', 'hsi_solo_net'])
    expect(priceSelection(CATALOGUE, solo, NOW).ok).toBe(true)
    const tv = act(solo, { type: 'choose', group: 'tv', slug: 'tv-basic' })
    expect(tv.map((line) => line.slug)).toEqual(['internet-300', 'tv-basic'])
    expect(priceSelection(CATALOGUE, tv, NOW).ok).toBe(true)
    expect(priceSelection(CATALOGUE, [...tv, { slug: 'hsi_solo_net', quantity: 1 }], NOW).ok).toBe(false)
  })
})
