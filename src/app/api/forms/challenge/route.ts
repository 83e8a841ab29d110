import { challengeAnswer } from '@/features/forms/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** GET /api/forms/challenge → a fresh signed security code for the form widget; never cached, limited per client. */
export const GET = edge.route({
  call: 'form-challenge',
  limit: { name: 'form-challenges', message: 'forms.result.tooMany' },
  handle: () => challengeAnswer(),
})
