'use server'

import { after } from 'next/server'

import { deliverOutbox, ensureOutboxTimer } from '@/features/mail/server'
import { logger } from '@/lib/logger'
import { edge } from '@/sites/edge'

import { placeOrder, type PlaceOrderResult } from './place-order.server'

const order = edge.action<unknown, PlaceOrderResult>({
  call: 'order',
  limit: { name: 'order-attempts', refused: () => ({ ok: false, error: 'order.submit.tooMany' }) },
  input: 'parsed-by-feature',
  async handle(input, { site }) {
    const result = await placeOrder(site, input)
    if (result.ok) {
      // Mail leaves after the answer: the customer never waits for SMTP.
      after(() => deliverOutbox().then(ensureOutboxTimer, (error: unknown) => logger.error({ err: error }, 'outbox run failed')))
    }
    return result
  },
})

/** Confirm step (§4): the site comes from the request, never from the browser. */
export async function submitOrder(input: unknown): Promise<PlaceOrderResult> {
  return order(input)
}
