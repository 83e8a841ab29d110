import { describe, expect, it } from 'vitest'

import { factIcon, keyFacts, wideColumns } from '@/features/catalogue'

import { offerCards, offerPrice, sectionUrl, type BlocContent } from './offer-cards'

const features = (...texts: string[]) => texts.map((text) => ({ text }))

describe('product / offer contents', () => {
  it("'prices formatted 1'234.50 and the .- price suffix' (§9 formats)", () => {
    const amount = (monthly: number) => ({ kind: 'amount', monthly, promotion: null, oneOff: 0 })
    // Three spellings met side by side in one row of offers become one amount, shown in one format.
    expect(offerPrice('49.-')).toEqual(amount(49))
    expect(offerPrice('CHF 79.90 par mois')).toEqual(amount(79.9))
    expect(offerPrice("1'234.50")).toEqual(amount(1234.5))
    expect(offerPrice(' 1234 ')).toEqual(amount(1234))
    expect(offerPrice('sur demande')).toEqual({ kind: 'words', text: 'sur demande' })
    expect(offerPrice('')).toBeNull()
    expect(offerPrice(null)).toBeNull()
  })

  it("each card shows '2–4 key facts' (design rules): blanks skipped, four at most", () => {
    expect(keyFacts(['1 Gbit/s', ' ', '200 chaînes', 'Replay 7 jours', 'Appels illimités', 'Box 4K'])).toEqual([
      '1 Gbit/s',
      '200 chaînes',
      'Replay 7 jours',
      'Appels illimités',
    ])
    expect(keyFacts([])).toEqual([])
  })

  it("'Contents carry products (product, internet, mobile, phone, tv) and a link with section': one card per product, sharing the link", () => {
    const contents: BlocContent[] = [
      {
        products: [
          { id: 'a', kind: 'internet', name: 'Internet 1000', price: '49', features: features('1 Gbit/s') },
          {
            id: 'b',
            kind: 'tv',
            name: 'TV Confort',
            price: '25.5',
            details: { url: '/liste-des-chaines-3110?pack=comfort', label: 'Voir les chaînes' },
          },
        ],
        link: { url: '/commande', label: 'Commander', section: 'internet' },
      },
      { products: [{ kind: 'mobile', name: 'Mobile 20 GB', details: { url: '/roaming', label: ' ' } }], link: { url: '' } },
    ]
    expect(offerCards(contents)).toEqual([
      {
        key: 'a',
        slug: null,
        icon: 'internet',
        name: 'Internet 1000',
        facts: [{ text: '1 Gbit/s', icon: 'speed' }],
        price: { kind: 'amount', monthly: 49, promotion: null, oneOff: 0 },
        link: { url: '/commande#internet', label: 'Commander' },
        details: null,
      },
      {
        key: 'b',
        slug: null,
        icon: 'tv',
        name: 'TV Confort',
        facts: [],
        price: { kind: 'amount', monthly: 25.5, promotion: null, oneOff: 0 },
        link: { url: '/commande#internet', label: 'Commander' },
        // A TV pack's card opens the pack view of the channel list.
        details: { url: '/liste-des-chaines-3110?pack=comfort', label: 'Voir les chaînes' },
      },
      // A second link without words is left out: it has no generic label.
      { key: '1-0', slug: null, icon: 'mobile', name: 'Mobile 20 GB', facts: [], price: null, link: null, details: null },
    ])
  })

  it("key facts carry an icon for what they state: 'speed, TV channels, mobile data' (design rules), calls, else a check", () => {
    expect(
      [
        '1 Gbit/s symétrique',
        '500 Mbit/s',
        '250 chaînes TV',
        '300 Sender',
        '20 GB en Suisse',
        'Données illimitées',
        'Appels illimités',
        'Installation offerte',
      ].map(factIcon),
    ).toEqual(['speed', 'speed', 'tv', 'tv', 'data', 'data', 'calls', 'check'])
  })

  it('a link that already has an anchor keeps it', () => {
    expect(sectionUrl('/offres-477#tv', 'internet')).toBe('/offres-477#tv')
    expect(sectionUrl('/offres-477', ' ')).toBe('/offres-477')
  })

  it("'one column on phones, two at 768 px, three or four from 1200 px': the fuller last row wins", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(wideColumns)).toEqual([3, 3, 3, 4, 3, 3, 4, 4, 3])
  })
})
