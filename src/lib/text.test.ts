import { describe, expect, it } from 'vitest'

import { foldText } from './text'

describe('foldText', () => {
  it('drops case and accents', () => {
    expect(foldText('Télévision ÉTÉ Glâne')).toBe('television ete glane')
    expect(foldText('Zürich')).toBe(foldText('ZURICH'))
  })

  it('writes ß as ss, small or capital', () => {
    expect(foldText('Straße')).toBe('strasse')
    expect(foldText('STRAẞE')).toBe('strasse')
  })

  it('keeps spaces, punctuation and letters without a mark', () => {
    expect(foldText('  l’Œuvre, 12 ')).toBe('  l’œuvre, 12 ')
  })
})
