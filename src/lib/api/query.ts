import type { $ZodError } from 'zod/v4/core'

import { BadRequestError } from './problem'

/** A URL's query as a plain object; a blank parameter counts as absent. */
export function queryObject(params: URLSearchParams): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [key, value] of params) if (value.trim() !== '') result[key] = value
  return result
}

/** The first problem of a failed parse as a 400 a client developer can act on. */
export function queryError(error: $ZodError): BadRequestError {
  const issue = error.issues[0]
  const field = String(issue?.path[0] ?? '')
  return new BadRequestError(`Parameter '${field || '?'}' ${issue?.message ?? 'is invalid'}.`, field || undefined)
}
