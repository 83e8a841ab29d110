import { publicQuery } from '@/sites/query-params'
import { getContent } from '@/api/server'
import { respond } from '@/lib/api/respond'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** §7 GET /api/content/{id}?embed=headers,blocs&locale=&site= → a page, a distributor or a news item. */
export async function GET(request: Request, { params }: Context) {
  const { id } = await params
  return respond('content', () => getContent(id, publicQuery(request)))
}
