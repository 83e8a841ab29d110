import { publicQuery } from '@/sites/query-params'
import { getRoaming } from '@/api/server'
import { respond } from '@/lib/api/respond'

export const dynamic = 'force-dynamic'

/** §7 GET /api/roaming?q={country} → hydra of zones with countries and prices per product. */
export async function GET(request: Request) {
  return respond('roaming', () => getRoaming(publicQuery(request)))
}
