import { publicQuery } from '@/sites/query-params'
import { listContents } from '@/api/server'
import { respond } from '@/lib/api/respond'

export const dynamic = 'force-dynamic'

/** §7 GET /api/contents?type=pages|vods|faq|index|sellers|distributors|channels|channels_categories|news|references → hydra. */
export async function GET(request: Request) {
  return respond('contents', () => listContents(publicQuery(request)))
}
