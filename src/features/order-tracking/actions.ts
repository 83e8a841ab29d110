'use server'

import { after } from 'next/server'
import * as z from 'zod/mini'

import { LOCALES } from '@/i18n/locales'
import { rateLimit } from '@/lib/api/rate-limits'
import { issuesByField } from '@/lib/form-message'
import { logger } from '@/lib/logger'
import { edge } from '@/sites/edge'

import { mailNewLink } from './link-renewal.server'
import { trackingPath } from './links.server'
import { lookupSchema, type LinkRenewalResult, type LookupResult } from './lookup-form'
import { orderMatches } from './tracked-order.server'

const lookup = edge.action({
  call: 'order-lookup',
  // The page's locale, by the one locale rule: one of the site's.
  input: {
    schema: z.extend(lookupSchema, { locale: z.enum(LOCALES) }),
    invalid: (error): LookupResult => ({ ok: false, fields: issuesByField(error) }),
  },
  async handle({ reference, npa, locale }, { client }): Promise<LookupResult> {
    // Every lookup counts, right or wrong: one that found its order for free would let a client
    // that knows a postal code collect the links of every order it guesses.
    const attempt = await rateLimit('order-lookup-client').consume(client)
    if (!attempt.allowed) {
      logger.warn({ client, retryAfterMs: attempt.retryAfterMs }, 'order lookups over the limit')
      return { ok: false, error: 'orderTracking.lookup.tooMany' }
    }
    if (!(await orderMatches(reference, npa))) return { ok: false, error: 'orderTracking.lookup.notFound' }
    return { ok: true, url: trackingPath(locale, reference) }
  },
})

/** The lookup by reference and postal code, in the page's locale: the order's signed page, or one neutral answer for any wrong pair. */
export async function lookUpOrder(input: unknown): Promise<LookupResult> {
  return lookup(input)
}

const renewal = edge.action({
  call: 'order-link-renewal',
  input: { schema: lookupSchema, invalid: (error): LinkRenewalResult => ({ ok: false, fields: issuesByField(error) }) },
  async handle({ reference, npa }, { client }): Promise<LinkRenewalResult> {
    // The lookup's limit: asking for links is another way of trying references.
    const attempt = await rateLimit('order-lookup-client').consume(client)
    if (!attempt.allowed) {
      logger.warn({ client, retryAfterMs: attempt.retryAfterMs }, 'order lookups over the limit')
      return { ok: false, error: 'orderTracking.lookup.tooMany' }
    }
    // After the answer, which is the same whether the pair names an order or not, in time as in words.
    after(() => mailNewLink(reference, npa).catch((error: unknown) => logger.error({ err: error }, 'order link could not be mailed')))
    return { ok: true }
  },
})

/** A new link by mail for an expired one: the order's stored address gets it, the page only says it may have been sent. */
export async function renewOrderLink(input: unknown): Promise<LinkRenewalResult> {
  return renewal(input)
}
