import { publicQuery } from '@/sites/query-params'
import { search } from '@/api/server'
import { respond } from '@/lib/api/respond'

export const dynamic = 'force-dynamic'

/** §7 GET /api/search?q=&types=contents,pages&embed=link,section,link.section, or ?type=distributors&count=1&q={npa}. */
export async function GET(request: Request) {
  return respond('search', () => search(publicQuery(request)))
}
