import { afterAll, describe, expect, it } from 'vitest'

import { cms } from '@/cms/client'

import { loadSellerEntries } from './sellers.server'

afterAll(async () => (await cms()).destroy())

describe('sellers of the seeded sites', () => {
  it('lists the site’s sellers by position DESC, with their opening hours and a map link', async () => {
    const entremont = await loadSellerEntries(2, 'de')
    expect(entremont.map((seller) => seller.name)).toEqual(['Télé Entremont Le Châble', 'Verbier Digital', 'Swiss IT Partners'])
    expect(entremont[0]).toMatchObject({
      locality: '1934 Le Châble VS',
      hours: [
        { days: 'Montag – Freitag', hours: ['08:30–12:00', '13:30–18:30'] },
        { days: 'Samstag', hours: ['09:00–16:00'] },
      ],
    })
    expect(entremont[0]?.mapUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=Route\+de\+Verbier\+3/)
  })
})
