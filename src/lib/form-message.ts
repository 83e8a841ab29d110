import type { $ZodError } from 'zod/v4/core'

/**
 * The one encoding of validation messages, in the browser and on the server: a message as zod and
 * react-hook-form carry it: one string holding the message key and
 * the values its text needs ('forms.validation.min?length=3'), decoded where it is shown.
 */

export type FormMessageValues = Record<string, string | number>

/** The translator of next-intl, or any function with its shape. */
export type Translate = (key: string, values?: FormMessageValues) => string

// Leading zeros stay text: '079' is a phone prefix, not 79.
const NUMERIC = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/

export function formMessage(key: string, values?: FormMessageValues): string {
  const entries = Object.entries(values ?? {})
  if (entries.length === 0) return key
  return `${key}?${new URLSearchParams(entries.map(([name, value]) => [name, String(value)])).toString()}`
}

/**
 * formMessage → key and values; numbers come back as numbers (plural forms need them). A message
 * without '?' is a plain key, as the order and address rules give.
 */
export function decodeFormMessage(message: string): { key: string; values: FormMessageValues } {
  const separator = message.indexOf('?')
  if (separator < 0) return { key: message, values: {} }
  const values: FormMessageValues = {}
  for (const [name, value] of new URLSearchParams(message.slice(separator + 1))) {
    values[name] = NUMERIC.test(value) ? Number(value) : value
  }
  return { key: message.slice(0, separator), values }
}

export function translateFormMessage(t: Translate, message: string): string {
  const { key, values } = decodeFormMessage(message)
  return t(key, values)
}

/** A message key of the site ('forms.validation.min?length=3', 'breachCheck.verifyAddress'). */
const MESSAGE_KEY = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+(?:\?\S*)?$/

/**
 * The one flattener of validation issues, in the browser and on the server: field path
 * ('phone.number') → the first message key of that field.
 */
export function issuesByField(error: $ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'form'
    // zod's own English (a body that is not even an object) never reaches a visitor: it reads as 'required'.
    errors[path] ??= MESSAGE_KEY.test(issue.message) ? issue.message : 'forms.validation.required'
  }
  return errors
}
