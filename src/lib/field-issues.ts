import type { $ZodError } from 'zod/v4/core'

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
