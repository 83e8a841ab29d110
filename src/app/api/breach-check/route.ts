import { breachCheckSchema, checkBreach, MIN_ANSWER_MS } from '@/features/breach-check/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** POST /api/breach-check?locale= { email } → { found } or problem+json (400 verify the address, 429). */
export const POST = edge.route({
  call: 'breach-check',
  limit: { name: 'breach-check-client', message: 'breachCheck.tooMany' },
  minAnswerMs: MIN_ANSWER_MS,
  json: breachCheckSchema,
  invalid: 'breachCheck.verifyAddress',
  cache: 'no-store',
  handle: ({ body }) => checkBreach(body),
})
