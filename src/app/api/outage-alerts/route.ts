import { SUBMISSION_LIMIT } from '@/features/forms/server'
import { formInput } from '@/lib/api/edge'
import { subscriptionPost } from '@/features/outage-alerts/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

const form = formInput(subscriptionPost.upload)

/** POST /api/outage-alerts?locale= (multipart, as every form) → { ok } or problem+json with `errors`. */
export const POST = edge.route({
  call: 'outage-alerts',
  limit: SUBMISSION_LIMIT,
  body: (request, t) => form(request, t),
  handle: ({ body, ...call }) => subscriptionPost.submit(body, call),
})
