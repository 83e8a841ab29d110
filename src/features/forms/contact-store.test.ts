import { describe, expect, it } from 'vitest'

import { distributor } from '@/features/distributors/test-fixtures'

import { contactReducer, initialContactState } from './contact-store'

describe('§3/§9 contact store', () => {
  it('Default contact method email.', () => {
    expect(initialContactState.methods).toEqual(['email'])
  })

  it("Contact store: reason, society, firstName, lastName, street, number, npa, city, methods (default ['email']), email, phone, remark, url, distributor (email), oldAddress {street, number, npa, city, apartment, releaseDate}, newAddress {street, number, npa, city, apartment, entryDate}; statuses loading, contact.", () => {
    const s = initialContactState
    for (const key of [
      'reason',
      'society',
      'firstName',
      'lastName',
      'street',
      'number',
      'npa',
      'city',
      'methods',
      'email',
      'phone',
      'remark',
      'url',
      'distributor',
    ]) {
      expect(s).toHaveProperty(key)
    }
    expect(Object.keys(s.oldAddress).sort()).toEqual(['apartment', 'city', 'npa', 'number', 'releaseDate', 'street'])
    expect(Object.keys(s.newAddress).sort()).toEqual(['apartment', 'city', 'entryDate', 'npa', 'number', 'street'])
    expect(s.statuses).toEqual({ loading: false, contact: false })
    // distributor (email): a found distributor is kept as its e-mail address
    const found = contactReducer(s, { type: 'distributor/found', distributor: distributor() })
    expect(found.distributor).toBe('info@entremont.example')
  })
})

describe('§8 contact errors', () => {
  it('The contact flow may use a caller-supplied message instead of the distributor one.', () => {
    const next = contactReducer(
      { ...initialContactState, statuses: { loading: true, contact: false } },
      { type: 'address/failed', error: { message: 'Adresse non référencée, contactez votre téléréseau.' } },
    )
    expect(next.error).toEqual({ message: 'Adresse non référencée, contactez votre téléréseau.' })
    expect(next.statuses.loading).toBe(false)
  })
})

describe('contact store details', () => {
  it('updates the given personal fields and leaves the address alone', () => {
    const start = { ...initialContactState, npa: '1700', city: 'Fribourg' }
    const next = contactReducer(start, {
      type: 'contact/update',
      fields: { firstName: 'Anne', methods: ['email', 'phone'], lastName: undefined },
    })
    expect(next.firstName).toBe('Anne')
    expect(next.methods).toEqual(['email', 'phone'])
    expect(next.lastName).toBe('')
    expect([next.npa, next.city]).toEqual(['1700', 'Fribourg'])
  })
})
