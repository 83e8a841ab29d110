import { publicQuery } from '@/sites/query-params'
import { searchAnswerFor } from '@/features/search/server'
import { respond } from '@/lib/api/respond'

export const dynamic = 'force-dynamic'

/** The search screen's results as you type: pages, contents, news and channels with highlighted snippets. */
export async function GET(request: Request) {
  return respond('search-results', () => searchAnswerFor(publicQuery(request)))
}
