import { describe, expect, it } from 'vitest'

import { availabilityQuery, firstIssue, swisscableQuery } from './address-fields'

const issue = (query: Record<string, string>) => {
  const result = swisscableQuery.safeParse(query)
  return result.success ? null : firstIssue(result.error)
}

describe('lookup query validation (bad input → 400 with a message)', () => {
  it('accepts a postal code, a partial street and a number', () => {
    expect(swisscableQuery.parse({ plz: '1700', str: 'Rue de l’Église', hnr: '14bis' })).toEqual({
      plz: '1700',
      str: 'Rue de l’Église',
      hnr: '14bis',
    })
  })

  it('refuses lettered or 0-leading postal codes as invalid', () => {
    for (const plz of ['17a0', 'abcd', '0700', '1 700'])
      expect(issue({ plz })).toEqual({ field: 'plz', message: 'address.invalidPostcode' })
  })

  it('a blank postal code is a required field, digits of the wrong count say a postal code has four', () => {
    for (const plz of ['', '  ']) expect(issue({ plz })).toEqual({ field: 'plz', message: 'order.validation.required' })
    for (const plz of ['170', '17000', '99999']) expect(issue({ plz })).toEqual({ field: 'plz', message: 'address.postcodeLength' })
  })

  it('refuses an absurdly long street with the max message and its bound', () => {
    expect(issue({ plz: '1700', str: 'a'.repeat(500) })).toEqual({ field: 'str', message: 'order.validation.max', length: 80 })
  })

  it('refuses markup', () => {
    expect(issue({ plz: '1700', str: '<script>alert(1)</script>' })?.message).toBe('order.validation.invalid')
    expect(availabilityQuery.safeParse({ npa: '1700', street: 'Rue', number: '1"><img src=x>' }).success).toBe(false)
  })
})
