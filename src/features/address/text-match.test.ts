import { describe, expect, it } from 'vitest'

import { isNearMiss, NameList, normaliseText, prefixDistance, typoBudget } from './text-match'

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

describe('NameList ranks and isNearMiss', () => {
  const ranked = (names: string[], query: string, limit = 8) => new NameList(names).rank(query, limit).map((i) => names[i])

  it('starts-with ranks before a word start, before letters inside a word; a typo is a near miss only', () => {
    const names = ['Chemin des Planches', 'Route de la Fonderie', 'Rue du Fond', 'Fondation', 'Allée des Fondeurs']
    expect(ranked(names, 'fond')).toEqual(['Fondation', 'Route de la Fonderie', 'Rue du Fond', 'Allée des Fondeurs'])
    expect(ranked(names, 'a')).toEqual(['Allée des Fondeurs', 'Chemin des Planches', 'Route de la Fonderie', 'Fondation'])
    expect(ranked(names, 'onder')).toEqual(['Route de la Fonderie'])
    expect(ranked(['Route de la Fonderie', 'Rue de Romont'], 'fondrie')).toEqual(['Route de la Fonderie'])
    expect(ranked(names, 'xyz')).toEqual([])
    expect(isNearMiss('fondrie', 'route de la fonderie')).toBe(true)
    expect(isNearMiss('xyz', 'route de la fonderie')).toBe(false)
    expect(isNearMiss('muhlegase', 'untere muhlegasse')).toBe(true)
  })

  it('keeps a match inside one name, its best place counting', () => {
    // 'rue' inside 'Grue', then at the start of the word 'Rue': the word start counts.
    expect(ranked(['Chemin de la Grue', 'Grue Rue', 'Vieille Rue'], 'rue')).toEqual(['Grue Rue', 'Vieille Rue', 'Chemin de la Grue'])
    // The end of one name and the start of the next are not one match.
    expect(ranked(['Place du Mar', 'Chemin'], 'mar chemin')).toEqual([])
    expect(ranked(['Rue A', 'Rue B', 'Rue C'], 'rue', 2)).toEqual(['Rue A', 'Rue B'])
    expect(ranked(['Rue B', 'Rue A'], '')).toEqual(['Rue B', 'Rue A'])
  })

  it('finds the name equal to the one given, whatever its case, accents or punctuation', () => {
    const names = new NameList(['Route de la Fonderie', 'Place de l’Église'])
    expect(names.indexOf('place de l eglise')).toBe(1)
    expect(names.indexOf('ROUTE DE LA FONDERIE')).toBe(0)
    expect(names.indexOf('route de la fond')).toBe(-1)
  })

  it('forgives a typo in a word of a name only inside that name', () => {
    expect(isNearMiss('romxn', 'rue de romont zzzz', 0, 13)).toBe(true)
    expect(isNearMiss('zzzx', 'rue de romont zzzz', 0, 13)).toBe(false)
    expect(isNearMiss('zzzx', 'rue de romont zzzz')).toBe(true)
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

  it('reads the common short forms as the words they stand for, both ways', () => {
    const streets = ['Rue Saint-Pierre', 'Boulevard de Pérolles', 'Avenue de la Gare', 'Route du Grand-St-Bernard', 'Rue de la Gare']
    expect(ranked(streets, 'st-pierre')).toEqual(['Rue Saint-Pierre'])
    expect(ranked(streets, 'bd de pérolles')).toEqual(['Boulevard de Pérolles'])
    expect(ranked(streets, 'bd')).toContain('Boulevard de Pérolles')
    expect(ranked(streets, 'av. de la gare')).toEqual(['Avenue de la Gare'])
    expect(ranked(streets, 'grand saint bernard')).toEqual(['Route du Grand-St-Bernard'])
    expect(new NameList(streets).indexOf('Rue St-Pierre')).toBe(0)
    expect(new NameList(streets).indexOf('Rte du Grand-Saint-Bernard')).toBe(3)
  })
})
