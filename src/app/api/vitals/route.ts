import { countVitals } from '@/features/vitals/server'
import { jsonInput } from '@/lib/api/edge'
import { BODY_LIMITS } from '@/lib/body-limits'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** POST /api/vitals { pageType, vitals } → 204, or problem+json (400, 413, 429). */
export const POST = edge.route({
  call: 'vitals',
  limit: { name: 'web-vitals-client', message: 'vitals.tooMany' },
  body: jsonInput({ maxBytes: BODY_LIMITS.beacon, tooLarge: 'vitals.tooLarge', malformed: 'vitals.invalid' }),
  handle: async ({ site, body, t }) => countVitals(site, body, t),
})
