import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type * as z from 'zod/mini'

import { fieldErrors } from '../customer-schema'

/** react-hook-form validation by the form's zod schema; errors carry message keys. */
export function zodResolver<T extends FieldValues>(schema: z.ZodMiniType): Resolver<T> {
  return (values) => {
    const result = schema.safeParse(values)
    if (result.success) return { values: values, errors: {} }
    const errors = Object.fromEntries(
      Object.entries(fieldErrors(result.error)).map(([field, message]) => [field, { type: 'validation', message }]),
    )
    return { values: {}, errors: errors as FieldErrors<T> }
  }
}
