import { describe, expect, it } from 'vitest'

import { processWide } from './process-wide'

describe('processWide', () => {
  it('makes the value once and gives every caller under the name the same one', () => {
    let made = 0
    const first = processWide('process-wide-test', () => ({ made: ++made }))
    expect(processWide('process-wide-test', () => ({ made: ++made }))).toBe(first)
    expect(made).toBe(1)
  })

  it('keeps it where another copy of the module looks: globalThis under the registered symbol', () => {
    const value = processWide('process-wide-copy', () => new Map<string, number>())
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('operator-website.process-wide-copy')]).toBe(value)
  })

  it('keeps a value that is falsy', () => {
    processWide('process-wide-zero', () => 0)
    expect(processWide('process-wide-zero', () => 1)).toBe(0)
  })
})
