import { getNetworkEvents, NETWORK_CACHE, networkEventsQuery } from '@/features/network-status/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** §7 GET /networkstatus?events=current|past&locale=&site= → { count, results }. */
export const GET = edge.route({
  call: 'networkstatus',
  siteFrom: 'query',
  query: networkEventsQuery,
  cache: NETWORK_CACHE,
  failure: { status: 503, detail: 'network events unavailable' },
  handle: ({ query: { events, locale, site } }) => getNetworkEvents(site, locale, events),
})
