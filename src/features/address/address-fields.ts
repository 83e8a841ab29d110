// zod/mini: the address fields are parsed in the browser too, by every form with an address.
import * as z from 'zod/mini'

import { decodeFormMessage, formMessage } from '@/lib/form-message'

/**
 * Field rules of an address, shared by the lookup endpoints, the order form and the server
 * action. Messages are message keys (messages/*.json), translated where they are shown.
 */

const ADDRESS_LIMITS = { street: 80, number: 10, city: 60 } as const

// Letters of any language, digits and the punctuation of Swiss street names; no markup.
const NAME_CHARS = /^[\p{L}\p{N}\p{M} .,'’()/-]*$/u
const NUMBER_CHARS = /^[\p{L}\p{N} ./-]*$/u

export const ADDRESS_MESSAGES = {
  required: 'order.validation.required',
  max: 'order.validation.max',
  invalid: 'order.validation.invalid',
  invalidPostcode: 'address.invalidPostcode',
  postcodeLength: 'address.postcodeLength',
} as const

/** Swiss postal codes have four digits and do not start with 0. */
const POSTCODE = /^[1-9]\d{3}$/

export function isPostalCode(npa: string): boolean {
  return POSTCODE.test(npa)
}

/** Digits, but not four of them ('170', '17000'): the message says how many a postal code has. */
export function isPostcodeOfWrongLength(npa: string): boolean {
  return /^\d+$/.test(npa) && npa.length !== 4
}

/** One message each: blank is the required one, a wrong count of digits says four, anything else is invalid. */
export const npaField = z.string({ error: ADDRESS_MESSAGES.required }).check(
  z.trim(),
  z.minLength(1, { error: ADDRESS_MESSAGES.required, abort: true }),
  z.refine((npa: string) => !isPostcodeOfWrongLength(npa), { error: ADDRESS_MESSAGES.postcodeLength, abort: true }),
  z.regex(POSTCODE, ADDRESS_MESSAGES.invalidPostcode),
)

function textField(max: number, chars: RegExp) {
  return z
    .string({ error: ADDRESS_MESSAGES.required })
    .check(z.trim(), z.maxLength(max, formMessage(ADDRESS_MESSAGES.max, { length: max })), z.regex(chars, ADDRESS_MESSAGES.invalid))
}

const partialStreetField = textField(ADDRESS_LIMITS.street, NAME_CHARS)
const filled = () => z.minLength(1, ADDRESS_MESSAGES.required)
export const streetField = partialStreetField.check(filled())
export const numberField = textField(ADDRESS_LIMITS.number, NUMBER_CHARS).check(filled())
export const cityField = textField(ADDRESS_LIMITS.city, NAME_CHARS).check(filled())

/** §7 /swisscable query (user and pwd are the upstream's business, never the browser's). */
export const swisscableQuery = z.object({
  plz: npaField,
  str: z.optional(partialStreetField),
  hnr: z.optional(numberField),
})

/** §7 /api/nfr/availability query. */
export const availabilityQuery = z.object({
  npa: npaField,
  street: streetField,
  number: numberField,
  city: z.optional(cityField),
})

/** The first problem of a failed parse, as field and message key (the max rule keeps its bound). */
export function firstIssue(error: z.core.$ZodError): { field: string; message: string; length?: number } {
  const issue = error.issues[0]
  const field = String(issue?.path[0] ?? '')
  const { key, values } = decodeFormMessage(issue?.message ?? ADDRESS_MESSAGES.invalid)
  return { field, message: key, ...(typeof values.length === 'number' ? { length: values.length } : {}) }
}
