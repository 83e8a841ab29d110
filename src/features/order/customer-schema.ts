import * as z from 'zod/mini'

import { ADDRESS_MESSAGES, cityField, npaField, numberField, streetField } from '@/features/address'
import { choice, date, email, FORM_MESSAGES, PERSON_NAME_CHARS, phoneText, type RuleMessages, text } from '@/features/forms'
import { LOCALES } from '@/i18n/locales'
import { formMessage } from '@/lib/form-message'

/** §5 message keys (messages/*.json, namespace order.validation; a phone number has the forms' one rule and message). */
const MESSAGES = {
  ...ADDRESS_MESSAGES,
  email: 'order.validation.email',
  phone: FORM_MESSAGES.phone,
  date: 'order.validation.date',
  adult: 'order.validation.adult',
} as const

/** The form platform's rules, with the order's keys. */
const messages: RuleMessages = {
  required: MESSAGES.required,
  max: (length) => formMessage(MESSAGES.max, { length }),
  regex: MESSAGES.invalid,
  email: MESSAGES.email,
  phone: MESSAGES.phone,
  date: MESSAGES.date,
  adult: MESSAGES.adult,
}

export const CIVILITIES = ['mr', 'mrs'] as const

const COMPANY_NAME = /^[\p{L}\p{N}\p{M} .,'’&()/+-]*$/u

const personName = text({ required: true, max: 60, chars: PERSON_NAME_CHARS, messages })

const contactFields = {
  civility: choice(CIVILITIES, { messages }),
  firstName: personName,
  lastName: personName,
  email: email({ messages }),
  // Given back in E.164, as it is stored and mailed.
  phone: phoneText({ messages }),
  // Floor, apartment… of the installation address; the address itself comes from the address step.
  // Sent even when empty: without its default, a missing one is refused.
  complement: text({ max: 60, chars: COMPANY_NAME, messages }).def.innerType,
}

/** The private customer form (client and server). */
export const privateCustomerSchema = z.object({
  ...contactFields,
  // The date input's value; a birth date after today is no date.
  birthDate: date({ iso: true, notAfterToday: true, adult: true, timeZone: 'UTC', messages }),
})

/** The business customer form: the company and its contact person (client and server). */
export const businessCustomerSchema = z.object({
  company: text({ required: true, max: 100, chars: COMPANY_NAME, messages }),
  ...contactFields,
})

export type Audience = 'private' | 'business'

const orderBase = {
  locale: z.enum(LOCALES),
  selection: z.object({
    // A catalogue slug: the server checks it, and the options, against the site's catalogue.
    offer: text({ required: true, max: 60, messages }),
    hsi_solo_net: z.boolean(),
    mysports_earlybird: z.boolean(),
    // The rest of a configurator's configuration; checked and priced against the catalogue too.
    extras: z._default(
      z
        .array(
          z.object({
            slug: z.string().check(z.regex(/^[a-z0-9_-]{1,60}$/)),
            quantity: z.int().check(z.minimum(1), z.maximum(10)),
          }),
        )
        .check(z.maxLength(12)),
      [],
    ),
  }),
  address: z.object({ npa: npaField, street: streetField, number: numberField, city: cityField }),
}

/** What the confirm step sends to the server action; the customer part is the form's own schema. */
export const orderSubmissionSchema = z.discriminatedUnion('audience', [
  z.object({ audience: z.literal('private'), customer: privateCustomerSchema, ...orderBase }),
  z.object({ audience: z.literal('business'), customer: businessCustomerSchema, ...orderBase }),
])

export type OrderSubmission = z.infer<typeof orderSubmissionSchema>

export function customerSchemaOf(audience: Audience) {
  return audience === 'business' ? businessCustomerSchema : privateCustomerSchema
}
