import { describe, expect, it } from 'vitest'

import { lookupSchema } from './lookup-form'

const errors = (input: unknown) => {
  const parsed = lookupSchema.safeParse(input)
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the order lookup form', () => {
  it('takes a reference as customers type it (spaces, lower case) and a postal code', () => {
    expect(lookupSchema.parse({ reference: ' cmd-2026-000123 ', npa: '1936' })).toEqual({ reference: 'CMD-2026-000123', npa: '1936' })
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
