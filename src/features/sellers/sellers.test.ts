import { describe, expect, it } from 'vitest'

import { openingLines } from './opening-hours'
import { mapSearchUrl, sellerEntries, sellerEntry } from './sellers'

const SHOP = [
  { days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '13:30', closes: '18:30' },
  { days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:30', closes: '12:00' },
  { days: ['sa'], opens: '09:00', closes: '16:00' },
]

describe('openingLines', () => {
  it('joins consecutive days with the same hours, periods earliest first, closed days left out', () => {
    expect(openingLines(SHOP, 'fr')).toEqual([
      { days: 'Lundi – vendredi', hours: ['08:30–12:00', '13:30–18:30'] },
      { days: 'Samedi', hours: ['09:00–16:00'] },
    ])
  })

  it('names the days in the visitor’s language', () => {
    expect(openingLines(SHOP, 'de').map((line) => line.days)).toEqual(['Montag – Freitag', 'Samstag'])
    expect(openingLines(SHOP, 'en').map((line) => line.days)).toEqual(['Monday – Friday', 'Saturday'])
  })

  it('starts a new line where the hours change or a day is closed', () => {
    const lines = openingLines(
      [
        { days: ['mo', 'tu', 'th', 'fr'], opens: '09:00', closes: '17:00' },
        { days: ['fr'], opens: '18:00', closes: '20:00' },
      ],
      'en',
    )
    expect(lines).toEqual([
      { days: 'Monday – Tuesday', hours: ['09:00–17:00'] },
      { days: 'Thursday', hours: ['09:00–17:00'] },
      { days: 'Friday', hours: ['09:00–17:00', '18:00–20:00'] },
    ])
  })

  it('ignores periods that are not HH:MM spans, unknown days and repeated periods', () => {
    expect(
      openingLines(
        [
          { days: ['mo', 'xx'], opens: '9:00', closes: '12:00' },
          { days: ['tu'], opens: '14:00', closes: '12:00' },
          { days: ['we'], opens: '08:00', closes: '12:00' },
          { days: ['we'], opens: '08:00', closes: '12:00' },
        ],
        'en',
      ),
    ).toEqual([{ days: 'Wednesday', hours: ['08:00–12:00'] }])
    expect(openingLines([], 'fr')).toEqual([])
  })
})

describe('mapSearchUrl', () => {
  it('searches the address on OpenStreetMap, as a plain link', () => {
    const url = new URL(mapSearchUrl('Avenue de la Gare 45', '1920', 'Martigny') ?? '')
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/search')
    expect(url.searchParams.get('query')).toBe('Avenue de la Gare 45, 1920 Martigny, Switzerland')
  })

  it('works with a locality alone and gives nothing without any address', () => {
    expect(new URL(mapSearchUrl(null, '1934', 'Le Châble VS') ?? '').searchParams.get('query')).toBe('1934 Le Châble VS, Switzerland')
    expect(mapSearchUrl(null, null, null)).toBeNull()
  })
})

describe('sellerEntry', () => {
  const member = {
    id: 4,
    name: 'Netplus Store Martigny',
    kind: 'shop',
    position: 100,
    description: 'Notre boutique principale.',
    address: 'Avenue de la Gare 45',
    npa: '1920',
    city: 'Martigny',
    phone: '027 721 60 00',
    email: 'martigny@netplus.ch',
    website: 'https://www.netplus.ch',
    opening_hours: SHOP,
  }

  it('maps a §7 sellers member to what the page shows', () => {
    expect(sellerEntry(member, 'fr')).toEqual({
      id: 4,
      name: 'Netplus Store Martigny',
      kind: 'shop',
      description: 'Notre boutique principale.',
      street: 'Avenue de la Gare 45',
      locality: '1920 Martigny',
      phone: '027 721 60 00',
      email: 'martigny@netplus.ch',
      website: 'https://www.netplus.ch',
      hours: openingLines(SHOP, 'fr'),
      mapUrl: mapSearchUrl('Avenue de la Gare 45', '1920', 'Martigny'),
    })
  })

  it('drops a website that is not a web address and reads an unknown kind as reseller', () => {
    expect(sellerEntry({ ...member, website: 'javascript:alert(1)', kind: 'other' }, 'fr')).toMatchObject({
      website: null,
      kind: 'reseller',
    })
  })

  it('keeps the list’s order (position DESC) and leaves out members without id or name', () => {
    const sellers = [member, { ...member, id: 2, name: 'B' }, { id: 3 }, null]
    expect(sellerEntries(sellers, 'de').map((seller) => seller.id)).toEqual([4, 2])
    expect(sellerEntries([], 'de')).toEqual([])
  })
})
