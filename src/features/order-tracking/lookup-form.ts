import * as z from 'zod/mini'

import { npaField } from '@/features/address'

/** References as the funnel gives them: CMD-{year}-{six digits}. */
const REFERENCE = /^CMD-\d{4}-\d{6}$/

/** The lookup by reference and installation postal code, parsed alike in the browser and by the server action. */
export const lookupSchema = z.object({
  reference: z
    .string({ error: 'orderTracking.lookup.referenceRequired' })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, { error: 'orderTracking.lookup.referenceRequired', abort: true }),
      z.regex(REFERENCE, 'orderTracking.lookup.referenceFormat'),
    ),
  npa: npaField,
})

/** The lookup's answer: the order's page, field errors, or one neutral message for any wrong pair. */
export type LookupResult =
  | { ok: true; url: string }
  | { ok: false; fields: Record<string, string> }
  | { ok: false; error: 'orderTracking.lookup.notFound' | 'orderTracking.lookup.tooMany' }
