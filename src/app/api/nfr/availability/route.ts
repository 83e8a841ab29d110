import { availabilityQuery } from '@/features/address'
import { answerAvailability, badAddressQuery } from '@/features/address/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** §7 GET /api/nfr/availability?npa=&street=&number=&city= → { availability }. */
export const GET = edge.route({
  call: 'availability',
  query: availabilityQuery,
  invalidQuery: badAddressQuery,
  cache: 'public, max-age=60',
  handle: ({ query }) => answerAvailability(query),
})
