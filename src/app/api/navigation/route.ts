import { publicQuery } from '@/sites/query-params'
import { getNavigation } from '@/api/server'
import { respond } from '@/lib/api/respond'

export const dynamic = 'force-dynamic'

/** §7 GET /api/navigation?type={footer|main|top}_{retail|business|academy} → hydra of the tree's entries. */
export async function GET(request: Request) {
  return respond('navigation', () => getNavigation(publicQuery(request)))
}
