import 'server-only'

import type * as z from 'zod/mini'

import { BadRequestError } from '@/lib/api/problem'
import type { Translate } from '@/i18n/translator'

import { firstIssue } from './address-fields'

/** A 400 answer naming the first bad address field, in the call's locale (§7: requests pass the locale). */
export function badAddressQuery(error: z.core.$ZodError, t: Translate): BadRequestError {
  const issue = firstIssue(error)
  return new BadRequestError(t(issue.message, { length: issue.length ?? 0 }), issue.field)
}
