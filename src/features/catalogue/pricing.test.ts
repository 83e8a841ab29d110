import { describe, expect, it } from 'vitest'

import { catalogueOf, packFamily, toCatalogueItem, type CatalogueItem } from './catalogue'
import { activePromotion, currentMonthlyPrice, fittingOptions, priceSelection, quote } from './pricing'

const NOW = new Date('2026-11-23T12:00:00Z')

function item(slug: string, fields: Partial<CatalogueItem> = {}): CatalogueItem {
  return { slug, name: slug, kind: 'internet', audience: 'private', description: '', monthlyPrice: 0, fees: [], promotion: null, features: [], options: [], details: null, ...fields }
}

const SOLO = item('hsi_solo_net', { kind: 'option', monthlyPrice: 12 })
const MYSPORTS = item('mysports_earlybird', { kind: 'option', monthlyPrice: 19.9, promotion: { price: 9.9, validUntil: '2027-01-31T22:59:59Z', label: '' } })
const INTERNET = item('internet-500', { monthlyPrice: 49.9, fees: [{ label: 'Activation', amount: 49 }], options: ['hsi_solo_net'] })
const COMBO = item('duo-1g', {
  kind: 'internet-tv',
  monthlyPrice: 79.9,
  fees: [{ label: 'Activation', amount: 49 }, { label: 'Box TV', amount: 99 }],
  promotion: { price: 59.9, validUntil: '2026-12-31T22:59:59Z', label: '3 mois' },
  options: ['mysports_earlybird'],
})
const CATALOGUE = catalogueOf([INTERNET, COMBO, SOLO, MYSPORTS])

describe('promotions', () => {
  it('hold until their date, and only when they lower the price', () => {
    expect(activePromotion(COMBO, NOW)?.price).toBe(59.9)
    expect(currentMonthlyPrice(COMBO, NOW)).toBe(59.9)
    expect(activePromotion(COMBO, new Date('2027-01-01T00:00:00Z'))).toBeNull()
    expect(currentMonthlyPrice(COMBO, new Date('2027-01-01T00:00:00Z'))).toBe(79.9)
    expect(activePromotion({ ...COMBO, promotion: { price: 89, validUntil: '2027-01-01', label: '' } }, NOW)).toBeNull()
    expect(activePromotion(INTERNET, NOW)).toBeNull()
  })
})

describe('a quote', () => {
  it('adds the offer and its options in centimes: monthly, promotional and one-off totals', () => {
    const result = quote(COMBO, [MYSPORTS], NOW)
    expect(result.monthlyTotal).toBe(99.8)
    expect(result.promotionalMonthlyTotal).toBe(69.8)
    expect(result.oneOffTotal).toBe(148)
    expect(result.promotionUntil).toBe('2026-12-31T22:59:59Z')
    expect(result.lines.map((line) => line.slug)).toEqual(['duo-1g', 'mysports_earlybird'])
  })

  it('without a promotion the promotional total is the regular one', () => {
    const result = quote(INTERNET, [SOLO], NOW)
    expect(result).toMatchObject({ monthlyTotal: 61.9, promotionalMonthlyTotal: 61.9, promotionUntil: null, oneOffTotal: 49 })
  })
})

describe('option rules', () => {
  it('an offer fits only its own options: "Internet seul" with internet alone, MySports with TV', () => {
    expect(fittingOptions(CATALOGUE, INTERNET).map((o) => o.slug)).toEqual(['hsi_solo_net'])
    expect(fittingOptions(CATALOGUE, COMBO).map((o) => o.slug)).toEqual(['mysports_earlybird'])
  })

  it('a choice is priced only when the offer exists and every option fits it', () => {
    expect(priceSelection(CATALOGUE, 'duo-1g', ['mysports_earlybird'], NOW)).toMatchObject({ ok: true, quote: { monthlyTotal: 99.8 } })
    expect(priceSelection(CATALOGUE, 'duo-1g', ['hsi_solo_net'], NOW)).toEqual({ ok: false, problem: 'incompatibleOption', option: 'hsi_solo_net' })
    expect(priceSelection(CATALOGUE, 'internet-500', ['mysports_earlybird'], NOW)).toMatchObject({ ok: false, problem: 'incompatibleOption' })
    expect(priceSelection(CATALOGUE, 'trio-10g', [], NOW)).toEqual({ ok: false, problem: 'unknownOffer' })
    // An option is no offer.
    expect(priceSelection(CATALOGUE, 'hsi_solo_net', [], NOW)).toEqual({ ok: false, problem: 'unknownOffer' })
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
    expect(toCatalogueItem(stored as never)).toMatchObject({ promotion: null, features: ['250 chaînes'], options: ['mysports_earlybird'], fees: [], details: null })
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
