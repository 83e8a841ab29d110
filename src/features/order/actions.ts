'use server'

import { after } from 'next/server'

import { verifyFormChallenge } from '@/features/forms/server'
import { deliverOutbox, ensureOutboxTimer } from '@/features/mail/server'
import { rateLimit } from '@/lib/api/rate-limits'
import { logger } from '@/lib/logger'
import { inboxKey } from '@/lib/mailbox'
import { edge } from '@/sites/edge'

import { placeOrder, type PlaceOrderResult } from './place-order.server'

/** The solved security code the confirm step sends with the order (the forms' proof of work). */
const securityCodeOf = (input: unknown): string | null =>
  typeof input === 'object' && input !== null && 'securityCode' in input && typeof input.securityCode === 'string'
    ? input.securityCode
    : null

/** One inbox gets a few confirmations a day, however its address is spelled; counted once the order holds. */
async function admitConfirmation(email: string) {
  if ((await rateLimit('order-confirmations-inbox').consume(inboxKey(email))).allowed) return null
  logger.warn('order confirmations for one inbox over the limit')
  return 'order.submit.tooManyForAddress' as const
}

const order = edge.action<unknown, PlaceOrderResult>({
  call: 'order',
  limit: { name: 'order-attempts', refused: () => ({ ok: false, error: 'order.submit.tooMany' }) },
  input: 'parsed-by-feature',
  async handle(input, { site }) {
    // Every order costs the browser a proof of work, as every form does (§5): a script pays it per order.
    if (!(await verifyFormChallenge(securityCodeOf(input)))) return { ok: false, error: 'order.submit.challenge' }
    const result = await placeOrder(site, input, admitConfirmation)
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
