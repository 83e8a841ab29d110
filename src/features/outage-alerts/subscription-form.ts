import * as z from 'zod/mini'

import { npaField } from '@/features/address'
import { email, type StandaloneForm } from '@/features/forms'

/** Where the browser sends a subscription (src/app/api/outage-alerts/route.ts). */
const OUTAGE_ALERTS_ENDPOINT = '/api/outage-alerts'

/** An e-mail address and the postal code it wants alerts for; the same schema on both sides. */
function subscriptionSchema() {
  return z.object({ email: email(), npa: npaField })
}

export type SubscriptionAnswers = z.infer<ReturnType<typeof subscriptionSchema>>

export const subscriptionForm: StandaloneForm<SubscriptionAnswers> = {
  name: 'outage-alerts',
  endpoint: OUTAGE_ALERTS_ENDPOINT,
  schema: subscriptionSchema,
  maxFiles: 0,
}

export const SUBSCRIPTION_DEFAULTS: SubscriptionAnswers = { email: '', npa: '' }

/** What a confirmation or unsubscribe link ends with, shown on the outcome page. */
const LINK_RESULTS = ['confirmed', 'unsubscribed', 'expired', 'invalid'] as const
export type LinkResult = (typeof LINK_RESULTS)[number]

export function isLinkResult(value: unknown): value is LinkResult {
  return LINK_RESULTS.includes(value as LinkResult)
}
