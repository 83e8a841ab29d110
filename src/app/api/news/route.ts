import { publicQuery } from '@/sites/query-params'
import { listNewsPage } from '@/features/news/server'
import { respond } from '@/lib/api/respond'

export const dynamic = 'force-dynamic'

/** GET /api/news?site=&locale=&page= → one page of news cards (§4 "load more"), with the next link. */
export async function GET(request: Request) {
  return respond('news', () => listNewsPage(publicQuery(request)))
}
