import { getRoaming } from '@/api/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** §7 GET /api/roaming?q={country} → hydra of zones with countries and prices per product. */
export const GET = edge.route({ call: 'roaming', siteFrom: 'query', handle: ({ query }) => getRoaming(query) })
