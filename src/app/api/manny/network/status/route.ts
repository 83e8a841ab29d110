import { getNetworkStatus, NETWORK_CACHE, networkStatusQuery } from '@/features/network-status/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/**
 * §7 GET /api/manny/network/status?locale=&site= → { status }; 'resolved' means no outage.
 * §8: a failure is only logged; the browser shows the warning dot.
 */
export const GET = edge.route({
  call: 'network status',
  siteFrom: 'query',
  query: networkStatusQuery,
  cache: NETWORK_CACHE,
  failure: { status: 503, detail: 'network status unavailable' },
  handle: ({ query }) => getNetworkStatus(query.site),
})
