import { listNewsPage } from '@/features/news/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** GET /api/news?site=&locale=&page= → one page of news cards (§4 "load more"), with the next link. */
export const GET = edge.route({ call: 'news', siteFrom: 'query', handle: ({ query }) => listNewsPage(query) })
