import { describe, expect, it } from 'vitest'

import { exactRank, isNearMiss, normaliseText, prefixDistance, typoBudget } from './text-match'

describe('normaliseText', () => {
  it('ignores case, accents, apostrophes and hyphens', () => {
    expect(normaliseText('Place de l’Église')).toBe('place de l eglise')
    expect(normaliseText('  GRAND-RUE ')).toBe('grand rue')
    expect(normaliseText('Chemin de Plan-Pra')).toBe(normaliseText('chemin de plan pra'))
  })
})

describe('prefixDistance', () => {
  it('counts insertions, deletions, substitutions and swaps as one typo each', () => {
    expect(prefixDistance('perolles', 'perolles', 2)).toBe(0)
    expect(prefixDistance('peroles', 'perolles', 2)).toBe(1)
    expect(prefixDistance('pxrolles', 'perolles', 2)).toBe(1)
    expect(prefixDistance('porelles', 'perolles', 2)).toBe(2)
    expect(prefixDistance('perlolse', 'perolles', 2)).toBe(2)
  })

  it('measures against the closest start of the text, and gives up past the limit', () => {
    expect(prefixDistance('perol', 'perolles', 1)).toBe(0)
    expect(prefixDistance('preol', 'perolles', 1)).toBe(1)
    expect(prefixDistance('bahnhfostr', 'bahnhofstrasse', 2)).toBe(1)
    expect(prefixDistance('xyzw', 'perolles', 1)).toBe(2)
  })

  it('measures inside the given part of the text only, whatever the calls before', () => {
    expect(prefixDistance('fonder', 'route de la fonderie', 1, 12)).toBe(0)
    expect(prefixDistance('fonder', 'route de la fonderie', 1, 12, 15)).toBe(2)
    expect(prefixDistance('route', 'route de la fonderie', 1, 12)).toBe(2)
    // A long text, then a short one: the second reads nothing of the first's table.
    expect(prefixDistance('bahnhofstrasse', 'untere bahnhofstrasse nord', 2, 7)).toBe(0)
    expect(prefixDistance('rue', 'rte', 1)).toBe(1)
    expect(prefixDistance('perolles', 'perolles', 2)).toBe(0)
  })
})

describe('exactRank and isNearMiss', () => {
  it('starts-with ranks before a word start, before letters inside a word; a typo is a near miss only', () => {
    expect(exactRank('route', 'route de la fonderie')).toBe(0)
    expect(exactRank('fond', 'route de la fonderie')).toBe(1)
    expect(exactRank('a', 'chemin des planches')).toBe(2)
    expect(exactRank('onder', 'route de la fonderie')).toBe(2)
    expect(exactRank('fondrie', 'route de la fonderie')).toBeNull()
    expect(isNearMiss('fondrie', 'route de la fonderie')).toBe(true)
    expect(isNearMiss('xyz', 'route de la fonderie')).toBe(false)
    expect(isNearMiss('muhlegase', 'untere muhlegasse')).toBe(true)
  })

  it('forgives no typo under four letters, then one, then two', () => {
    expect(typoBudget('rue')).toBe(0)
    expect(isNearMiss('rxe', 'rue de romont')).toBe(false)
    expect(typoBudget('romon')).toBe(1)
    expect(isNearMiss('romxn', 'rue de romont')).toBe(true)
    expect(isNearMiss('rxmxn', 'rue de romont')).toBe(false)
    expect(typoBudget('boulevard')).toBe(2)
    expect(isNearMiss('bulevrad', 'boulevard de perolles')).toBe(true)
  })
})
