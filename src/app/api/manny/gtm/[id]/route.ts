import { publicQuery } from '@/sites/query-params'
import { getGtmEvent } from '@/api/server'
import { respond } from '@/lib/api/respond'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** §7 GET /api/manny/gtm/{id} → the page-view tracking event of a page. */
export async function GET(request: Request, { params }: Context) {
  const { id } = await params
  return respond('gtm', () => getGtmEvent(id, publicQuery(request)))
}
