'use server'

import { headers } from 'next/headers'

import { issuesByField } from '@/features/forms'
import { isLocale } from '@/i18n/locales'
import { clientAddress } from '@/lib/client-address'
import { logger } from '@/lib/logger'
import { createRateLimiter } from '@/lib/rate-limit'

import { trackingPath } from './links.server'
import { lookupSchema, type LookupResult } from './lookup-form'
import { orderMatches } from './tracked-order.server'

/**
 * Lookups a client may make: enough for typing errors, too few to walk through references. Every
 * lookup counts, right or wrong: one that finds its order would otherwise let a client that knows
 * a postal code collect the links of every order it guesses.
 */
const lookups = createRateLimiter({ keyPrefix: 'order-lookup-client', points: 8, durationSeconds: 30 * 60 })

/** The lookup by reference and postal code: the order's signed page, or one neutral answer for any wrong pair. */
export async function lookUpOrder(input: unknown, locale: unknown): Promise<LookupResult> {
  const parsed = lookupSchema.safeParse(input)
  if (!parsed.success) return { ok: false, fields: issuesByField(parsed.error) }
  const client = clientAddress(await headers())
  const attempt = await lookups.consume(client)
  if (!attempt.allowed) {
    logger.warn({ client, retryAfterMs: attempt.retryAfterMs }, 'order lookups over the limit')
    return { ok: false, error: 'orderTracking.lookup.tooMany' }
  }
  const { reference, npa } = parsed.data
  if (!(await orderMatches(reference, npa))) return { ok: false, error: 'orderTracking.lookup.notFound' }
  return { ok: true, url: trackingPath(isLocale(locale) ? locale : 'fr', reference) }
}
