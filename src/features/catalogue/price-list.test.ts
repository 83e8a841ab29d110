import { describe, expect, it } from 'vitest'

import { catalogueOf } from './catalogue'
import { priceListLines } from './price-list'
import { catalogueItem } from './test-fixtures'

const t = (key: string, values?: Record<string, string | number>) => (values ? `${key} ${JSON.stringify(values)}` : key)
const activation = { label: 'Activation', amount: 49, waivedOnline: true }

describe('a price list written from the catalogue', () => {
  const now = new Date('2026-11-26T12:00:00Z')
  const catalogue = catalogueOf([
    catalogueItem('duo', {
      name: 'Duo',
      kind: 'internet-tv',
      monthlyPrice: 79.9,
      fees: [activation, { label: 'TV box', amount: 99, waivedOnline: false }],
      promotion: { price: 59.9, validUntil: '2027-01-10T22:59:59.000Z', months: null, label: '3 months reduced' },
    }),
    catalogueItem('internet', { name: 'Internet 300', monthlyPrice: 49, fees: [activation] }),
    catalogueItem('box', { name: 'Extra box', kind: 'option', monthlyPrice: 5 }),
    catalogueItem('plus', {
      name: 'Mobile Plus',
      kind: 'mobile',
      monthlyPrice: 29,
      promotion: { price: 24, validUntil: '2026-12-31T22:59:59.000Z', months: 3, label: '3 months reduced' },
      rebates: [{ label: 'Combined', amount: 10, unit: 'chf', withGroups: ['internet'], minQuantity: 1 }],
    }),
    catalogueItem('sports', {
      name: 'Sports',
      kind: 'option',
      monthlyPrice: 29.9,
      promotion: { price: 19.9, validUntil: '2026-12-31T22:59:59.000Z', months: null, label: 'Early bird' },
    }),
  ])

  it('lists each offer under its family at today’s price, its promotion and rebates, the options and each one-off fee once', () => {
    expect(priceListLines(catalogue, t, now)).toEqual([
      { h: 'priceList.families.internet-tv' },
      { label: 'Duo', price: '59.90' },
      'priceList.promotion {"label":"3 months reduced","date":"10.01.2027","regular":"79.90"}',
      { h: 'priceList.families.internet' },
      { label: 'Internet 300', price: '49.-' },
      { h: 'priceList.families.mobile' },
      { label: 'Mobile Plus', price: '24.-' },
      'priceList.promotionForMonths {"label":"3 months reduced","date":"31.12.2026","regular":"29.-"}',
      'priceList.rebate {"label":"Combined","amount":"10.-"}',
      { h: 'priceList.options' },
      { label: 'Extra box', price: '5.-' },
      { label: 'Sports', price: '19.90' },
      'priceList.promotion {"label":"Early bird","date":"31.12.2026","regular":"29.90"}',
      { h: 'priceList.fees' },
      { label: 'Activation (priceList.waivedOnline)', price: '49.-' },
      { label: 'TV box', price: '99.-' },
    ])
  })

  it('after the promotion, the regular price alone', () => {
    const later = priceListLines(catalogue, t, new Date('2027-02-01T12:00:00Z'))
    expect(later.slice(0, 3)).toEqual([
      { h: 'priceList.families.internet-tv' },
      { label: 'Duo', price: '79.90' },
      { h: 'priceList.families.internet' },
    ])
  })
})
