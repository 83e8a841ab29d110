import { describe, expect, it } from 'vitest'

import { addressesFromCsv, breachHash, normaliseAddress } from './breach-list'

describe('breach list', () => {
  it('reads every address of a CSV once, whatever the column, separator, quotes or case', () => {
    const csv =
      '\uFEFFemail;name\r\n"Anna.Muster@Example.ch";Anna\nbob@example.ch,Bob\n  anna.muster@example.ch \t x\nnot an address;@;a@b\n'
    expect(addressesFromCsv(csv)).toEqual(['anna.muster@example.ch', 'bob@example.ch'])
  })

  it('hashes the normalised address, never the text as typed', () => {
    expect(breachHash(' Anna.Muster@EXAMPLE.ch ')).toBe(breachHash('anna.muster@example.ch'))
    expect(breachHash('anna.muster@example.ch')).not.toBe(breachHash('anna.muster@example.com'))
    expect(breachHash('a@example.ch')).toMatch(/^[0-9a-f]{64}$/)
    expect(breachHash('a@example.ch')).not.toContain('example')
  })

  it('compares Unicode addresses in one form', () => {
    expect(normaliseAddress('Jose\u0301@example.ch')).toBe(normaliseAddress('José@example.ch'))
  })
})
