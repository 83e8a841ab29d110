import { describe, expect, it, vi } from 'vitest'

import fr from '../../../messages/fr.json'

import { decodeFormMessage, issuesByField } from '@/lib/form-message'

import { businessCustomerSchema, orderSubmissionSchema, privateCustomerSchema } from './customer-schema'

const valid = {
  civility: 'mrs',
  firstName: 'Léa',
  lastName: 'Dupont-Müller',
  birthDate: '1990-05-17',
  email: 'lea@example.ch',
  phone: '+41 79 123 45 67',
  complement: '',
}

const errorsOf = (schema: typeof privateCustomerSchema | typeof businessCustomerSchema, values: Record<string, unknown>) => {
  const result = schema.safeParse(values)
  return result.success ? {} : issuesByField(result.error)
}

/** The French text of a message key, as the form shows it. */
function french(encoded: string): string {
  const { key, values } = decodeFormMessage(encoded)
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], fr)
  return String(text).replace('{length}', String(values.length))
}

describe('customer forms (§5 messages)', () => {
  it('a complete private customer is valid', () => {
    expect(privateCustomerSchema.safeParse(valid).success).toBe(true)
  })

  it("empty fields are 'Ce champ est requis'", () => {
    const errors = errorsOf(privateCustomerSchema, { ...valid, civility: '', firstName: ' ', email: '', phone: '', birthDate: '' })
    for (const field of ['civility', 'firstName', 'email', 'phone', 'birthDate']) expect(french(errors[field]!)).toBe('Ce champ est requis')
  })

  it('a bad e-mail and a bad phone number have their messages', () => {
    const errors = errorsOf(privateCustomerSchema, { ...valid, email: 'lea@', phone: '079 123 45' })
    expect(french(errors.email!)).toBe('Veuillez saisir une adresse e-mail valide')
    expect(french(errors.phone!)).toBe('Veuillez saisir un numéro de téléphone valide, p. ex. 079 123 45 67 ou +41 79 123 45 67')
  })

  it('takes the phone number as Swiss customers write it and gives it back in E.164', () => {
    for (const phone of ['079 123 45 67', '0791234567', '079/123.45.67', '0041 79 123 45 67', '+41 79 123 45 67'])
      expect(privateCustomerSchema.parse({ ...valid, phone }).phone, phone).toBe('+41791234567')
    expect(privateCustomerSchema.parse({ ...valid, phone: '026 350 11 11' }).phone).toBe('+41263501111')
  })

  it("a minor is 'Vous n’êtes pas majeur'; an impossible date is 'Ce champ est invalide'", () => {
    const today = new Date()
    const minor = `${today.getUTCFullYear() - 17}-01-01`
    expect(french(errorsOf(privateCustomerSchema, { ...valid, birthDate: minor }).birthDate!)).toBe('Vous n’êtes pas majeur')
    expect(french(errorsOf(privateCustomerSchema, { ...valid, birthDate: '1990-02-30' }).birthDate!)).toBe('Ce champ est invalide')
    expect(french(errorsOf(privateCustomerSchema, { ...valid, birthDate: '3000-01-01' }).birthDate!)).toBe('Ce champ est invalide')
  })

  it('18 on the day counts as adult', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T00:00:00Z'), toFake: ['Date'] })
    try {
      expect(privateCustomerSchema.safeParse({ ...valid, birthDate: '2008-03-01' }).success).toBe(true)
      expect(errorsOf(privateCustomerSchema, { ...valid, birthDate: '2008-03-02' }).birthDate).toBe('order.validation.adult')
    } finally {
      vi.useRealTimers()
    }
  })

  it('too long and markup have their messages, with the bound', () => {
    const errors = errorsOf(privateCustomerSchema, { ...valid, lastName: 'x'.repeat(61), firstName: '<script>' })
    expect(french(errors.lastName!)).toBe('Ce champ ne doit pas dépasser 60 caractères')
    expect(french(errors.firstName!)).toBe('Ce champ contient des caractères non autorisés')
  })

  it('the business form needs the company, not a birth date', () => {
    expect(errorsOf(businessCustomerSchema, { ...valid, birthDate: undefined, company: '' }).company).toBe('order.validation.required')
    expect(businessCustomerSchema.safeParse({ ...valid, birthDate: undefined, company: 'Müller & Fils SA' }).success).toBe(true)
  })

  it('the submission needs an offer and checks the address with the same rules (the catalogue checks the offer on the server)', () => {
    const result = orderSubmissionSchema.safeParse({
      audience: 'private',
      locale: 'fr',
      selection: { offer: ' ', hsi_solo_net: false, mysports_earlybird: false },
      address: { npa: '17000', street: 'Rue', number: '1', city: 'Fribourg' },
      customer: valid,
    })
    expect(result.success ? {} : issuesByField(result.error)).toEqual({
      'selection.offer': 'order.validation.required',
      'address.npa': 'address.postcodeLength',
    })
  })
})
