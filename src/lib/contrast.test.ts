import { describe, expect, it } from 'vitest'

import { contrastRatio, hexToRgb } from './contrast'

describe('WCAG contrast', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
    expect(contrastRatio([20, 33, 61], [20, 33, 61])).toBe(1)
  })

  it('reads #777 on white just under 4.5:1 (the usual threshold case)', () => {
    expect(contrastRatio(hexToRgb('#777')!, [255, 255, 255])).toBeCloseTo(4.48, 2)
  })

  it('reads the four hex spellings and refuses the rest', () => {
    expect(hexToRgb('#14213d')).toEqual([20, 33, 61])
    expect(hexToRgb('#14213dcc')).toEqual([20, 33, 61])
    expect(hexToRgb('#fff8')).toEqual([255, 255, 255])
    expect(hexToRgb('red')).toBeNull()
  })
})
