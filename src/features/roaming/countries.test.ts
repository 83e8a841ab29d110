import { describe, expect, it } from 'vitest'

import { countryIndex, roamingCountries, type RoamingZone } from './countries'

const zone = (number: number, countries: [string, string][]): RoamingZone => ({
  id: number,
  zone: number,
  name: `Zone ${number}`,
  currency: 'CHF',
  countries: countries.map(([code, name]) => ({ code, name })),
  prices: [],
})

const countries = roamingCountries({
  fr: [
    zone(1, [
      ['DE', 'Allemagne'],
      ['AT', 'Autriche'],
      ['ES', 'Espagne'],
    ]),
    zone(3, [
      ['US', 'États-Unis'],
      ['GB', 'Royaume-Uni'],
    ]),
  ],
  de: [
    zone(1, [
      ['DE', 'Deutschland'],
      ['AT', 'Österreich'],
      ['ES', 'Spanien'],
    ]),
    zone(3, [
      ['US', 'USA'],
      ['GB', 'Vereinigtes Königreich'],
    ]),
  ],
  en: [
    zone(1, [
      ['DE', 'Germany'],
      ['AT', 'Austria'],
      ['ES', 'Spain'],
    ]),
    zone(3, [
      ['US', 'United States'],
      ['GB', 'United Kingdom'],
    ]),
  ],
})
const index = countryIndex(countries)
const codes = (query: string) => index.search(query).map((country) => country.code)

describe('roaming country lookup', () => {
  it('merges each country’s names in every language with its zone', () => {
    expect(countries.find((country) => country.code === 'DE')).toEqual({
      code: 'DE',
      zone: 1,
      names: { fr: 'Allemagne', de: 'Deutschland', en: 'Germany' },
    })
  })

  it('finds a country by any of its names, without accents or capitals, and by its first letters', () => {
    expect(codes('Deutschland')).toEqual(['DE'])
    expect(codes('etats unis')).toEqual(['US'])
    expect(codes('osterreich')).toEqual(['AT'])
    expect(codes('Spa')).toEqual(['ES'])
  })

  it('forgives a typo ("Alemagne" → Allemagne) but not an unknown country', () => {
    expect(codes('Alemagne')).toEqual(['DE'])
    expect(codes('Autrishe')).toEqual(['AT'])
    expect(codes('Atlantide')).toEqual([])
    expect(codes('  ')).toEqual([])
  })

  it('knows what travellers also call a country: UK, Grossbritannien, Großbritannien, Angleterre, USA', () => {
    for (const query of ['UK', 'uk', 'Grossbritannien', 'Großbritannien', 'Angleterre', 'Great Britain'])
      expect(index.search(query)[0]?.code, query).toBe('GB')
    expect(index.search('USA')[0]?.code).toBe('US')
  })
})
