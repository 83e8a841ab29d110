import { describe, expect, it } from 'vitest'

import { issuesByField } from '@/lib/form-message'

import { CANCELLATION_DEFAULTS, cancellationSchema } from './cancellation/form'
import { CONTACT_DEFAULTS, contactSchema } from './contact/form'
import { MOVING_DEFAULTS, MOVING_NOTICE_DAYS, movingSchema } from './moving/form'

/** A fixed Swiss day, so the date rules do not depend on when the tests run. */
const TODAY = new Date('2026-11-23T10:00:00+01:00')

function inDays(days: number): string {
  const day = new Date(TODAY.getTime() + days * 86_400_000)
  return `${String(day.getDate()).padStart(2, '0')} / ${String(day.getMonth() + 1).padStart(2, '0')} / ${day.getFullYear()}`
}

function problems(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
): Record<string, string> {
  const result = schema.safeParse(value)
  return result.success ? {} : issuesByField(result.error as Parameters<typeof issuesByField>[0])
}

const person = {
  firstName: 'Léa',
  lastName: 'd’Allèves-Rossier',
  email: 'lea@example.ch',
  phone: { countryCode: '+41', number: '079 555 12 34' },
}

describe('contact form (§3 contact store)', () => {
  const valid = {
    ...CONTACT_DEFAULTS,
    ...person,
    npa: '1934',
    city: 'Le Châble',
    message: 'Ma connexion est lente le soir.',
    privacy: true,
  }

  it('accepts a complete request with e-mail as the default contact method', () => {
    expect(problems(contactSchema(), valid)).toEqual({})
    expect(CONTACT_DEFAULTS.methods).toEqual(['email'])
  })

  it('needs a phone number when the visitor asks to be called back', () => {
    expect(problems(contactSchema(), { ...valid, methods: ['phone'], phone: { countryCode: '+41', number: '' } })).toEqual({
      'phone.number': 'forms.validation.required',
    })
    expect(problems(contactSchema(), { ...valid, methods: [] })).toEqual({ methods: 'forms.validation.required' })
  })

  it('refuses markup in free text and an unchecked privacy consent', () => {
    expect(problems(contactSchema(), { ...valid, message: '<script>alert(1)</script>', privacy: false })).toEqual({
      message: 'forms.validation.regex',
      privacy: 'forms.validation.checked',
    })
  })
})

describe('moving form (§3 old and new address, §9 notice)', () => {
  const address = { street: 'Route des Creux', number: '3', npa: '1936', city: 'Verbier', apartment: '' }
  const valid = {
    ...MOVING_DEFAULTS,
    ...person,
    clientNumber: '123456',
    oldAddress: { ...address, releaseDate: inDays(30) },
    newAddress: { ...address, npa: '1700', city: 'Fribourg', entryDate: inDays(MOVING_NOTICE_DAYS) },
    fees: true,
  }

  it('accepts an entry date exactly 3 weeks ahead and returns the dates as ISO days', () => {
    const result = movingSchema(TODAY).parse(valid)
    expect(result.newAddress.entryDate).toBe('2026-12-14')
    expect(result.oldAddress.releaseDate).toBe('2026-12-23')
  })

  it('refuses an entry date sooner than 3 weeks, and a release date in the past', () => {
    expect(
      problems(movingSchema(TODAY), {
        ...valid,
        oldAddress: { ...valid.oldAddress, releaseDate: inDays(-1) },
        newAddress: { ...valid.newAddress, entryDate: inDays(20) },
      }),
    ).toEqual({ 'oldAddress.releaseDate': 'forms.validation.datePast', 'newAddress.entryDate': 'forms.validation.dateMinDays?days=21' })
  })

  it('needs the fees acknowledged', () => {
    expect(problems(movingSchema(TODAY), { ...valid, fees: false })).toEqual({ fees: 'forms.validation.checked' })
  })
})

describe('cancellation form', () => {
  const valid = {
    ...CANCELLATION_DEFAULTS,
    ...person,
    clientNumber: '123456',
    street: 'Route du Simplon',
    number: '2',
    npa: '1896',
    city: 'Vouvry',
    date: inDays(0),
    confirmation: true,
  }

  it('accepts today as the cancellation date', () => {
    expect(problems(cancellationSchema(TODAY), valid)).toEqual({})
  })

  it('refuses a past date, a client number with letters and a missing confirmation', () => {
    expect(problems(cancellationSchema(TODAY), { ...valid, date: inDays(-1), clientNumber: 'A123', confirmation: false })).toEqual({
      date: 'forms.validation.datePast',
      clientNumber: 'forms.validation.regex',
      confirmation: 'forms.validation.checked',
    })
  })
})

describe('an empty or forged submission', () => {
  it('is answered with message keys only, so every error reads in the visitor’s language', () => {
    for (const errors of [
      problems(contactSchema(), {}),
      problems(contactSchema(), { ...CONTACT_DEFAULTS, reason: 'bribe', canton: 'XX', country: 'US', methods: ['fax'] }),
      problems(movingSchema(TODAY), {}),
      problems(cancellationSchema(TODAY), { ...CANCELLATION_DEFAULTS, reason: 'bored' }),
    ]) {
      expect(Object.keys(errors).length).toBeGreaterThan(0)
      for (const message of Object.values(errors)) expect(message).toMatch(/^(forms|address|order)\.[a-zA-Z.]+(\?.*)?$/)
    }
  })
})
