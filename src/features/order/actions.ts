'use server'

import { after } from 'next/server'
import { headers } from 'next/headers'

import { deliverOutbox, ensureOutboxTimer } from '@/features/mail/outbox'
import { siteHosts, siteIdOverride } from '@/lib/env'
import { logger } from '@/lib/logger'
import { resolveSite } from '@/sites/resolve-site'

import { placeOrder, type PlaceOrderResult } from './place-order.server'

/** Confirm step (§4): the site comes from the request, never from the browser. */
export async function submitOrder(input: unknown): Promise<PlaceOrderResult> {
  const site = resolveSite({ siteIdOverride: siteIdOverride(), siteHosts: siteHosts(), host: (await headers()).get('host') })
  const result = await placeOrder(site, input)
  if (result.ok) {
    // Mail leaves after the answer: the customer never waits for SMTP.
    after(() => deliverOutbox().then(ensureOutboxTimer, (error: unknown) => logger.error({ err: error }, 'outbox run failed')))
  }
  return result
}
