import { z } from 'zod'

import { ADDRESS_MESSAGES, cityField, npaField, numberField, streetField } from '@/features/address'
import { LOCALES } from '@/i18n/routing'


/** §5 message keys (messages/*.json, namespace order.validation). */
const MESSAGES = {
  ...ADDRESS_MESSAGES,
  email: 'order.validation.email',
  phone: 'order.validation.phone',
  date: 'order.validation.date',
  adult: 'order.validation.adult',
} as const

export const CIVILITIES = ['mr', 'mrs'] as const
const ADULT_AGE = 18

const PERSON_NAME = /^[\p{L}\p{M} .'’-]*$/u
const COMPANY_NAME = /^[\p{L}\p{N}\p{M} .,'’&()/+-]*$/u

const requiredText = (max: number, chars: RegExp) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, MESSAGES.max).regex(chars, MESSAGES.invalid)

/** Digits after +41, whatever spaces, dots or dashes the visitor typed. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s.()-]/g, '')
}

/** YYYY-MM-DD of a real calendar day (the date input's value). */
function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null
}

/** A birth date in the past and after 1900. */
function isPlausibleBirthDate(value: string, today: Date): boolean {
  const date = parseIsoDate(value)
  return date !== null && date.getUTCFullYear() >= 1900 && date.getTime() <= today.getTime()
}

/** 18 on or before today (a birthday today counts). */
export function isAdult(value: string, today: Date): boolean {
  const date = parseIsoDate(value)
  if (!date) return false
  const eighteenth = Date.UTC(date.getUTCFullYear() + ADULT_AGE, date.getUTCMonth(), date.getUTCDate())
  return eighteenth <= Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
}

const contactFields = {
  civility: z.enum(CIVILITIES, { error: MESSAGES.required }),
  firstName: requiredText(60, PERSON_NAME),
  lastName: requiredText(60, PERSON_NAME),
  email: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(120, MESSAGES.max).pipe(z.email(MESSAGES.email)),
  phone: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(25, MESSAGES.max)
    .refine((value) => /^\+41\d{9}$/.test(normalisePhone(value)), MESSAGES.phone),
  // Floor, apartment… of the installation address; the address itself comes from the address step.
  complement: z.string({ error: MESSAGES.required }).trim().max(60, MESSAGES.max).regex(COMPANY_NAME, MESSAGES.invalid),
}

/** The private customer form (client and server). */
export const privateCustomerSchema = z.object({
  ...contactFields,
  birthDate: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .refine((value) => isPlausibleBirthDate(value, new Date()), MESSAGES.date)
    .refine((value) => isAdult(value, new Date()), MESSAGES.adult),
})

/** The business customer form: the company and its contact person (client and server). */
export const businessCustomerSchema = z.object({
  company: requiredText(100, COMPANY_NAME),
  ...contactFields,
})

export type Audience = 'private' | 'business'

const orderBase = {
  locale: z.enum(LOCALES),
  selection: z.object({
    // A catalogue slug: the server checks it, and the options, against the site's catalogue.
    offer: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(60, MESSAGES.max),
    hsi_solo_net: z.boolean(),
    mysports_earlybird: z.boolean(),
    // The rest of a configurator's configuration; checked and priced against the catalogue too.
    extras: z
      .array(z.object({ slug: z.string().regex(/^[a-z0-9_-]{1,60}$/), quantity: z.number().int().min(1).max(10) }))
      .max(12)
      .default([]),
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

/**
 * A problem as one string for react-hook-form and the action's answer: the message key, plus the
 * bound for a too-long value ('order.validation.max#60').
 */
function issueMessage(issue: z.core.$ZodIssue): string {
  return issue.code === 'too_big' ? `${issue.message}#${String(issue.maximum)}` : issue.message
}

/** issueMessage → key and values for the translator. */
export function messageOf(encoded: string): { key: string; values: { length: number } } {
  const [key = encoded, length] = encoded.split('#')
  return { key, values: { length: Number(length ?? 0) } }
}

/** Field path → the first problem of that field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[issue.path.join('.')] ??= issueMessage(issue)
  return errors
}
