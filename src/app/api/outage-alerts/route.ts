import { handleStandaloneSubmission } from '@/features/forms/server'
import { subscriptionHandler } from '@/features/outage-alerts/server'

export const dynamic = 'force-dynamic'

/** POST /api/outage-alerts?locale= (multipart, as every form) → { ok } or problem+json with `errors`. */
export function POST(request: Request) {
  return handleStandaloneSubmission(subscriptionHandler, request)
}
