import { describe, expect, it } from 'vitest'
import {
  FRIBOURG_LOCALITIES,
  OPERATOR_KEYS,
  OPERATOR_POSTCODES,
  ORDER_REGION_POSTCODES,
  belongsToFribourg,
  operatorKeyForNpa,
} from './postcodes'

describe('§9 operator postal-code lists', () => {
  it('Operator postal-code lists map to keys: Entremont 284, Voe 8, Seic 16, Synergie 17, Fribourg 12 (contact store).', () => {
    expect(OPERATOR_KEYS).toEqual({ entremont: 284, voe: 8, seic: 16, synergie: 17, fribourg: 12 })
    expect(
      Object.keys(OPERATOR_POSTCODES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([8, 12, 16, 17, 284])
    expect(operatorKeyForNpa('1936')).toBe(284) // Verbier
    expect(operatorKeyForNpa('1896')).toBe(8) // Vouvry
    expect(operatorKeyForNpa('1904')).toBe(16) // Vernayaz
    expect(operatorKeyForNpa('1920')).toBe(17) // Martigny
    expect(operatorKeyForNpa('1700')).toBe(12) // Fribourg
    expect(operatorKeyForNpa('1630')).toBe(12) // Bulle
    expect(operatorKeyForNpa('8001')).toBeNull() // Zürich
  })

  it('Large Fribourg, Leman and Lausanne lists exist in the order store.', () => {
    expect(Object.keys(ORDER_REGION_POSTCODES).sort()).toEqual(['fribourg', 'lausanne', 'leman'])
    expect(ORDER_REGION_POSTCODES.fribourg.length).toBeGreaterThan(100)
    expect(belongsToFribourg('1700', 'Fribourg')).toBe(true)
    expect(belongsToFribourg('3280', 'Murten')).toBe(true)
    expect(ORDER_REGION_POSTCODES.leman).toContain('1800') // Vevey
    expect(ORDER_REGION_POSTCODES.leman).toContain('1820') // Montreux
    expect(ORDER_REGION_POSTCODES.lausanne).toContain('1003') // Lausanne
    expect(ORDER_REGION_POSTCODES.lausanne).toContain('1020') // Renens VD
    const everyRegion: readonly string[] = Object.values(ORDER_REGION_POSTCODES).flat()
    expect(everyRegion).not.toContain('1950') // Sion
  })

  it('Codes 1608, 1610, 1617 belong to Fribourg only for certain localities.', () => {
    expect(belongsToFribourg('1608', 'Chapelle (Glâne)')).toBe(true)
    expect(belongsToFribourg('1608', 'Oron-le-Châtel')).toBe(false)
    expect(belongsToFribourg('1617', 'Remaufens')).toBe(true)
    expect(belongsToFribourg('1617', 'Montreux')).toBe(false)
    expect(belongsToFribourg('1610', 'Oron-la-Ville')).toBe(false)
    // other codes do not depend on the locality
    expect(belongsToFribourg('1630', '')).toBe(true)
  })
})

describe('postal-code data', () => {
  const operatorLists = Object.values(OPERATOR_POSTCODES)
  const regionLists = Object.values(ORDER_REGION_POSTCODES)

  it('holds only four-digit Swiss postcodes, each once per list', () => {
    for (const list of [...operatorLists, ...regionLists]) {
      for (const code of list) expect(code).toMatch(/^[1-9]\d{3}$/)
      expect(new Set(list).size).toBe(list.length)
    }
  })

  it('gives every postal code at most one operator and one order region', () => {
    const allOperatorCodes = operatorLists.flat()
    expect(new Set(allOperatorCodes).size).toBe(allOperatorCodes.length)
    const allRegionCodes = regionLists.flat()
    expect(new Set(allRegionCodes).size).toBe(allRegionCodes.length)
  })

  it('keeps the Fribourg operator list inside the canton list of the order store', () => {
    const canton = new Set<string>(ORDER_REGION_POSTCODES.fribourg)
    for (const code of OPERATOR_POSTCODES[OPERATOR_KEYS.fribourg]) expect(canton.has(code)).toBe(true)
  })

  it('matches localities whatever their accents, case or spacing', () => {
    expect(belongsToFribourg('1608', 'chapelle (glane)')).toBe(true)
    expect(belongsToFribourg(' 1608', '  CHAPELLE  (GLÂNE) ')).toBe(true)
    expect(belongsToFribourg('1617', 'tatroz')).toBe(true)
  })

  it('lists a locality pair only for the locality-dependent codes', () => {
    for (const pair of FRIBOURG_LOCALITIES) expect(['1608', '1610', '1617']).toContain(pair.npa)
  })

  it('tolerates spaces around a postal code', () => {
    expect(operatorKeyForNpa(' 1937 ')).toBe(284)
    expect(operatorKeyForNpa('')).toBeNull()
  })
})
