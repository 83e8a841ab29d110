'use server'

import { after } from 'next/server'
import { headers } from 'next/headers'

import { deliverOutbox, ensureOutboxTimer } from '@/features/mail/server'
import { siteHosts, siteIdOverride } from '@/lib/env'
import { logger } from '@/lib/logger'
import { clientAddress } from '@/lib/client-address'
import { createRateLimiter } from '@/lib/rate-limit'
import { resolveSite } from '@/sites/resolve-site'

import { placeOrder, type PlaceOrderResult } from './place-order.server'

/** Generous for a household (several orders, corrections), tight for a script filling the orders table. */
const orderAttempts = createRateLimiter({ keyPrefix: 'order-attempts', points: 10, durationSeconds: 10 * 60 })

/** Confirm step (§4): the site comes from the request, never from the browser. */
export async function submitOrder(input: unknown): Promise<PlaceOrderResult> {
  const request = await headers()
  const client = clientAddress(request)
  const attempt = await orderAttempts.consume(client)
  if (!attempt.allowed) {
    logger.warn({ client, retryAfterMs: attempt.retryAfterMs }, 'order attempts over the limit')
    return { ok: false, error: 'order.submit.tooMany' }
  }
  const site = resolveSite({ siteIdOverride: siteIdOverride(), siteHosts: siteHosts(), host: request.get('host') })
  const result = await placeOrder(site, input)
  if (result.ok) {
    // Mail leaves after the answer: the customer never waits for SMTP.
    after(() => deliverOutbox().then(ensureOutboxTimer, (error: unknown) => logger.error({ err: error }, 'outbox run failed')))
  }
  return result
}
