import { getNetworkStatus, NETWORK_CACHE, networkStatusQuery } from '@/features/network-status/server'
import { parseQuery, publicQuery } from '@/sites/query-params'
import { respond } from '@/lib/api/respond'

export const dynamic = 'force-dynamic'

/**
 * §7 GET /api/manny/network/status?locale=&site= → { status }; 'resolved' means no outage.
 * §8: a failure is only logged; the browser shows the warning dot.
 */
export async function GET(request: Request) {
  return respond('network status', async () => getNetworkStatus(parseQuery(networkStatusQuery, publicQuery(request)).site), {
    cache: NETWORK_CACHE,
    failure: { status: 503, detail: 'network status unavailable' },
  })
}
