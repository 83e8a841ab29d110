import { describe, expect, it } from 'vitest'

import { lookupSchema } from './lookup-form'

const errors = (input: unknown) => {
  const parsed = lookupSchema.safeParse(input)
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the order lookup form', () => {
  it('takes a reference as customers type it (spaces, lower case) and a postal code', () => {
    expect(lookupSchema.parse({ reference: ' cmd-2026-000123 ', npa: '1936' })).toEqual({ reference: 'CMD-2026-000123', npa: '1936' })
    expect(lookupSchema.parse({ reference: ' cmd-2026-k7qf3xmp', npa: '1936' })).toEqual({ reference: 'CMD-2026-K7QF3XMP', npa: '1936' })
  })

  it('takes the random code of eight characters, none of those read as one another', () => {
    for (const reference of [
      'CMD-2026-K7QF3XM',
      'CMD-2026-K7QF3XMP2',
      'CMD-2026-K7QF3XM0',
      'CMD-2026-K7QF3XMO',
      'CMD-2026-K7QF3XMI',
      'CMD-2026-K7QF3XML',
    ])
      expect(errors({ reference, npa: '1936' }), reference).toEqual({ reference: 'orderTracking.lookup.referenceFormat' })
  })

  it('asks for both fields', () => {
    expect(errors({ reference: '', npa: '' })).toEqual({
      reference: 'orderTracking.lookup.referenceRequired',
      npa: 'order.validation.required',
    })
  })

  it('says how a reference is written and how long a postal code is', () => {
    expect(errors({ reference: 'CMD-123', npa: '193' })).toEqual({
      reference: 'orderTracking.lookup.referenceFormat',
      npa: 'address.postcodeLength',
    })
    expect(errors({ reference: 'CMD-2026-000123', npa: '0936' })).toEqual({ npa: 'address.invalidPostcode' })
  })
})
