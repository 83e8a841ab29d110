import { getNetworkEvents, NETWORK_CACHE, networkEventsQuery } from '@/features/network-status/server'
import { parseQuery, publicQuery } from '@/sites/query-params'
import { respond } from '@/lib/api/respond'

export const dynamic = 'force-dynamic'

/** §7 GET /networkstatus?events=current|past&locale=&site= → { count, results }. */
export async function GET(request: Request) {
  return respond(
    'networkstatus',
    async () => {
      const { events, locale, site } = parseQuery(networkEventsQuery, publicQuery(request))
      return getNetworkEvents(site, locale, events)
    },
    { cache: NETWORK_CACHE, failure: { status: 503, detail: 'network events unavailable' } },
  )
}
