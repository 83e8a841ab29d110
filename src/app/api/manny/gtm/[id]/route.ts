import { getGtmEvent } from '@/api/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** §7 GET /api/manny/gtm/{id} → the page-view tracking event of a page. */
export const GET = edge.route({
  call: 'gtm',
  siteFrom: 'query',
  params: ({ id }) => String(id),
  handle: ({ params, query }) => getGtmEvent(params, query),
})
