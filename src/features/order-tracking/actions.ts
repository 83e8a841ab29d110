'use server'

import * as z from 'zod/mini'

import { LOCALES } from '@/i18n/locales'
import { rateLimit } from '@/lib/api/rate-limits'
import { issuesByField } from '@/lib/form-message'
import { logger } from '@/lib/logger'
import { edge } from '@/sites/edge'

import { trackingPath } from './links.server'
import { lookupSchema, type LookupResult } from './lookup-form'
import { orderMatches } from './tracked-order.server'

const lookup = edge.action({
  call: 'order-lookup',
  // The page's locale, by the one locale rule: one of the site's.
  input: {
    schema: z.extend(lookupSchema, { locale: z.enum(LOCALES) }),
    invalid: (error): LookupResult => ({ ok: false, fields: issuesByField(error) }),
  },
  async handle({ reference, npa, locale }, { client }): Promise<LookupResult> {
    // Only wrong pairs count: a lookup that finds its order gives its attempt back.
    const wrongPairs = rateLimit('order-lookup-client')
    const attempt = await wrongPairs.consume(client)
    if (!attempt.allowed) {
      logger.warn({ client, retryAfterMs: attempt.retryAfterMs }, 'order lookups over the limit')
      return { ok: false, error: 'orderTracking.lookup.tooMany' }
    }
    if (!(await orderMatches(reference, npa))) return { ok: false, error: 'orderTracking.lookup.notFound' }
    await wrongPairs.reward(client)
    return { ok: true, url: trackingPath(locale, reference) }
  },
})

/** The lookup by reference and postal code, in the page's locale: the order's signed page, or one neutral answer for any wrong pair. */
export async function lookUpOrder(input: unknown): Promise<LookupResult> {
  return lookup(input)
}
