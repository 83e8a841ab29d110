import { describe, expect, it } from 'vitest'

import { hasHouseNumber, StreetIndex } from './street-index'
import { FRIBOURG_STREETS, street } from './test-fixtures'

const index = new StreetIndex(FRIBOURG_STREETS)
const names = (npa: string, query: string) => index.suggest(npa, query).map((s) => s.street)

describe('street suggestions (postal code first, then street)', () => {
  it('are tolerant of case and accents', () => {
    expect(names('1700', 'BOULEVARD DE PEROLLES')).toEqual(['Boulevard de Pérolles'])
    expect(names('1700', 'place de l eglise')).toEqual(['Place de l’Église'])
  })

  it('match the start of any word, after the streets that start with the text', () => {
    expect(names('1700', 'rue')).toEqual(['Rue de Lausanne', 'Rue de Romont'])
    expect(names('1700', 'gare')).toEqual(['Avenue de la Gare'])
  })

  it('forgive small typos', () => {
    expect(names('1700', 'Perolels')).toEqual(['Boulevard de Pérolles'])
    expect(names('1700', 'rue de lausane')).toEqual(['Rue de Lausanne'])
  })

  it('stay inside the postal code, and find nothing for nonsense', () => {
    expect(names('1936', 'rue')).toEqual([])
    expect(names('1936', 'route')).toEqual(['Route des Creux'])
    expect(names('1700', 'qwxz')).toEqual([])
    expect(names('9999', 'rue')).toEqual([])
  })

  it('give the whole list of a postal code, alphabetical', () => {
    expect(index.streetsOf('1700').map((s) => s.street)[0]).toBe('Avenue de la Gare')
    expect(index.streetsOf('1700')).toHaveLength(6)
  })

  it('find the exact street whatever its spelling', () => {
    expect(index.find('1700', 'route de la FONDERIE')?.street).toBe('Route de la Fonderie')
    expect(index.find('1700', 'route de la fond')).toBeNull()
  })
})

describe('street suggestions in the three languages of the country', () => {
  const country = new StreetIndex([
    street({ npa: '8004', city: 'Zürich', street: 'Bäckerstrasse' }),
    street({ npa: '8004', city: 'Zürich', street: 'Große Mühlegasse' }),
    street({ npa: '8004', city: 'Zürich', street: 'Hohlstraße' }),
    street({ npa: '6900', city: 'Lugano', street: 'Via San Gottardo' }),
    street({ npa: '6900', city: 'Lugano', street: 'Piazza dell’Indipendenza' }),
    street({ npa: '6900', city: 'Lugano', street: 'Via Cantonale' }),
    street({ npa: '1950', city: 'Sion', street: 'Chemin des Écoliers' }),
    street({ npa: '1950', city: 'Sion', street: 'Rue du Scex' }),
  ])
  const found = (npa: string, query: string) => country.suggest(npa, query).map((s) => s.street)

  it('take ß and ss, ä and a alike, whichever is typed or stored', () => {
    expect(found('8004', 'hohlstrasse')).toEqual(['Hohlstraße'])
    expect(found('8004', 'Hohlstraße')).toEqual(['Hohlstraße'])
    expect(found('8004', 'backerstraße')).toEqual(['Bäckerstrasse'])
    expect(found('8004', 'grosse muhle')).toEqual(['Große Mühlegasse'])
  })

  it('find Italian and French names without their accents or apostrophes, from any word', () => {
    expect(found('6900', 'piazza dell indip')).toEqual(['Piazza dell’Indipendenza'])
    expect(found('6900', 'gottardo')).toEqual(['Via San Gottardo'])
    expect(found('6900', 'via')).toEqual(['Via Cantonale', 'Via San Gottardo'])
    expect(found('1950', 'ecoliers')).toEqual(['Chemin des Écoliers'])
  })

  it('forgive swapped, missing and wrong letters in every language', () => {
    expect(found('8004', 'muhelgasse')).toEqual(['Große Mühlegasse'])
    expect(found('6900', 'gotardo')).toEqual(['Via San Gottardo'])
    expect(found('6900', 'via cnatonale')).toEqual(['Via Cantonale'])
    expect(found('1950', 'chemin des ecloiers')).toEqual(['Chemin des Écoliers'])
    expect(found('1950', 'ecolxers')).toEqual(['Chemin des Écoliers'])
  })
})

describe('house-number check', () => {
  const fonderie = street({ street: 'Route de la Fonderie', numberFrom: 1, numberTo: 30, numbers: '2a, 14BIS' })

  it('accepts a plain number in the range and listed extra numbers', () => {
    expect(hasHouseNumber(fonderie, '12')).toBe(true)
    expect(hasHouseNumber(fonderie, '2A')).toBe(true)
    expect(hasHouseNumber(fonderie, '14 bis')).toBe(true)
  })

  it('refuses numbers outside the range, unlisted suffixes and empty input', () => {
    expect(hasHouseNumber(fonderie, '31')).toBe(false)
    expect(hasHouseNumber(fonderie, '3b')).toBe(false)
    expect(hasHouseNumber(fonderie, ' ')).toBe(false)
  })

  it('with only a list of numbers (imported data), accepts exactly those', () => {
    const imported = street({ street: 'Rue de Morat', numberFrom: null, numberTo: null, numbers: '1,3,5a' })
    expect(hasHouseNumber(imported, '3')).toBe(true)
    expect(hasHouseNumber(imported, '2')).toBe(false)
  })

  it('a street without any number data accepts every number', () => {
    expect(hasHouseNumber(street({ street: 'Place', numberFrom: null, numberTo: null }), '7')).toBe(true)
  })
})
