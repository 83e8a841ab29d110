import { z } from 'zod'

import { npaField } from '@/features/address'

/** References as the funnel gives them: CMD-{year}-{six digits}. */
const REFERENCE = /^CMD-\d{4}-\d{6}$/

/** The lookup by reference and installation postal code, parsed alike in the browser and by the server action. */
export const lookupSchema = z.object({
  reference: z
    .string({ error: 'orderTracking.lookup.referenceRequired' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'orderTracking.lookup.referenceRequired', abort: true })
    .regex(REFERENCE, 'orderTracking.lookup.referenceFormat'),
  npa: npaField,
})

/** The lookup's answer: the order's page, field errors, or one neutral message for any wrong pair. */
export type LookupResult =
  | { ok: true; url: string }
  | { ok: false; fields: Record<string, string> }
  | { ok: false; error: 'orderTracking.lookup.notFound' | 'orderTracking.lookup.tooMany' }
