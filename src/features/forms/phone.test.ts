import { describe, expect, it } from 'vitest'

import { PHONE_COUNTRY_CODES, toE164 } from './phone'

describe('toE164: one phone rule for every form and the order funnel', () => {
  it('offers Switzerland first, then its neighbours', () => {
    expect(PHONE_COUNTRY_CODES[0]).toBe('+41')
    expect(PHONE_COUNTRY_CODES).toEqual(expect.arrayContaining(['+33', '+49', '+39', '+43', '+423']))
  })

  it('a Swiss mobile number in every way people write it', () => {
    for (const typed of [
      '079 123 45 67',
      '0791234567',
      '079/123.45.67',
      '079.123.45.67',
      '079-123-45-67',
      '079 / 123 45 67',
      '0041 79 123 45 67',
      '0041791234567',
      '+41 79 123 45 67',
      '+41791234567',
      '+41 (0)79 123 45 67',
      ' +41 79 123 45 67 ',
    ])
      expect(toE164(typed), typed).toBe('+41791234567')
  })

  it('a Swiss landline, national or international', () => {
    for (const typed of ['026 350 11 11', '026/350.11.11', '0041 26 350 11 11', '+41 26 350 11 11'])
      expect(toE164(typed), typed).toBe('+41263501111')
    expect(toE164('021 311 22 33')).toBe('+41213112233')
  })

  it('a neighbour’s number with its international prefix, whatever the country code says; nationally with its own code', () => {
    expect(toE164('+33 6 12 34 56 78')).toBe('+33612345678')
    expect(toE164('0049 151 23456789')).toBe('+4915123456789')
    expect(toE164('06 12 34 56 78', '+33')).toBe('+33612345678')
    // Italy keeps its 0 after the country code.
    expect(toE164('06 1234 5678', '+39')).toBe('+390612345678')
    expect(toE164('+423 234 56 78')).toBe('+4232345678')
  })

  it('a British number, with its international prefix or nationally with its code', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958')
    expect(toE164('0044 20 7946 0958')).toBe('+442079460958')
    expect(toE164('020 7946 0958', '+44')).toBe('+442079460958')
  })

  it('refuses too short, too long and unassigned numbers', () => {
    for (const typed of ['079 123 45 6', '123', '079 123 45 678', '0791234567890', '+41 79 123', '070 123 45 67', '012 345 67 89'])
      expect(toE164(typed), typed).toBeNull()
  })

  it('refuses a foreign number without its + or 00, and countries beyond the neighbours', () => {
    expect(toE164('49 151 23456789')).toBeNull()
    expect(toE164('33 6 12 34 56 78')).toBeNull()
    expect(toE164('+1 202 555 0123')).toBeNull()
  })

  it('refuses letters and other characters, even after a valid number', () => {
    for (const typed of ['079 ABC 45 67', '079 123 45 67 x', 'tel 079 123 45 67', '079 123 45 67 ext. 2', '++41 79 123 45 67', '', '   '])
      expect(toE164(typed), typed).toBeNull()
  })

  it('refuses a text longer than any number with its separators', () => {
    expect(toE164('0 7 9 1 2 3 4 5 6 7 . . . . . . . . .')).toBeNull()
  })
})
