import 'server-only'

import type * as z from 'zod/mini'

import { translator } from '@/i18n/translator'
import { queryLocale } from '@/i18n/routing'

import { firstIssue } from './address-fields'

/** A 400 answer's text in the caller's locale (§7: requests pass the locale), French by default. */
export function badInputMessage(error: z.core.$ZodError, params: URLSearchParams): { field: string; message: string } {
  const t = translator(queryLocale(params))
  const issue = firstIssue(error)
  return { field: issue.field, message: t(issue.message, { length: issue.length ?? 0 }) }
}
