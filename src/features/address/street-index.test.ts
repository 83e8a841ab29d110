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
