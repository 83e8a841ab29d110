import * as z from 'zod/mini'

import { npaField } from '@/features/address'
import { ORDER_REFERENCE } from '@/lib/order-reference'

/** The lookup by reference and installation postal code, parsed alike in the browser and by the server action. */
export const lookupSchema = z.object({
  reference: z
    .string({ error: 'orderTracking.lookup.referenceRequired' })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, { error: 'orderTracking.lookup.referenceRequired', abort: true }),
      z.regex(ORDER_REFERENCE, 'orderTracking.lookup.referenceFormat'),
    ),
  npa: npaField,
})

/** The lookup's answer: the order's page, field errors, or one neutral message for any wrong pair. */
export type LookupResult =
  | { ok: true; url: string }
  | { ok: false; fields: Record<string, string> }
  | { ok: false; error: 'orderTracking.lookup.notFound' | 'orderTracking.lookup.tooMany' }

/** The answer to a request for a new link: one for every pair (the mail goes to the order's address, if any), field errors, or too many. */
export type LinkRenewalResult =
  { ok: true } | { ok: false; fields: Record<string, string> } | { ok: false; error: 'orderTracking.lookup.tooMany' }
