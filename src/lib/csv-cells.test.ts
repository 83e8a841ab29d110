import { describe, expect, it } from 'vitest'

import { inertCell, inertRow } from './csv-cells'

describe('CSV cells', () => {
  it('turns every formula start into text', () => {
    for (const cell of ['=HYPERLINK("http://evil.example","x")', '+41 79 555 12 34', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1']) {
      expect(inertCell(cell)).toBe(`'${cell}`)
    }
  })

  it('leaves other text, numbers and empty cells alone', () => {
    for (const cell of ['Fribourg', ' =not first', '', 3, -2, null, true]) expect(inertCell(cell)).toBe(cell)
  })

  it('keeps the columns of a row', () => {
    expect(inertRow({ city: '=1+1', npa: '1700', rating: 5 })).toEqual({ city: "'=1+1", npa: '1700', rating: 5 })
  })
})
