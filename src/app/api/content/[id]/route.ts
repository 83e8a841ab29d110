import { getContent } from '@/api/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** §7 GET /api/content/{id}?embed=headers,blocs&locale=&site= → a page, a distributor or a news item. */
export const GET = edge.route({
  call: 'content',
  siteFrom: 'query',
  params: ({ id }) => String(id),
  handle: ({ params, query }) => getContent(params, query),
})
