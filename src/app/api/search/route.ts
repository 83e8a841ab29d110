import { search } from '@/api/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** §7 GET /api/search?q=&types=contents,pages&embed=link,section,link.section, or ?type=distributors&count=1&q={npa}. */
export const GET = edge.route({ call: 'search', siteFrom: 'query', handle: ({ query }) => search(query) })
