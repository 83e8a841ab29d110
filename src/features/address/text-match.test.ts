import { describe, expect, it } from 'vitest'

import { editDistance, matchRank, normaliseText, typoBudget } from './text-match'

describe('normaliseText', () => {
  it('ignores case, accents, apostrophes and hyphens', () => {
    expect(normaliseText('Place de l’Église')).toBe('place de l eglise')
    expect(normaliseText('  GRAND-RUE ')).toBe('grand rue')
    expect(normaliseText('Chemin de Plan-Pra')).toBe(normaliseText('chemin de plan pra'))
  })
})

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps as one typo each', () => {
    expect(editDistance('perolles', 'perolles', 2)).toBe(0)
    expect(editDistance('perolle', 'perolles', 2)).toBe(1)
    expect(editDistance('peroles', 'perolles', 2)).toBe(1)
    expect(editDistance('porelles', 'perolles', 2)).toBe(2)
    expect(editDistance('perlolse', 'perolles', 2)).toBe(2)
    expect(editDistance('pe', 'perolles', 1)).toBe(2)
  })
})

describe('matchRank', () => {
  it('starts-with ranks before a word start, before letters inside a word, before a near miss; no match is null', () => {
    expect(matchRank('route', 'route de la fonderie')).toBe(0)
    expect(matchRank('fond', 'route de la fonderie')).toBe(1)
    expect(matchRank('a', 'chemin des planches')).toBe(2)
    expect(matchRank('onder', 'route de la fonderie')).toBe(2)
    expect(matchRank('fondrie', 'route de la fonderie')).toBe(3)
    expect(matchRank('xyz', 'route de la fonderie')).toBeNull()
  })

  it('forgives no typo under four letters, then one, then two', () => {
    expect(typoBudget('rue')).toBe(0)
    expect(matchRank('rxe', 'rue de romont')).toBeNull()
    expect(typoBudget('romon')).toBe(1)
    expect(typoBudget('boulevard')).toBe(2)
  })
})
