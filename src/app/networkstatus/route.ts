import { getNetworkEvents } from '@/features/network-status/events'
import { networkEventsQuery, queryError, queryObject } from '@/features/network-status/events-model'
import { logger } from '@/lib/logger'

export const dynamic = 'force-dynamic'

/** §7 GET /networkstatus?events=current|past&locale=&site= → { count, results }. */
export async function GET(request: Request) {
  const query = networkEventsQuery.safeParse(queryObject(new URL(request.url).searchParams))
  if (!query.success) return Response.json({ message: queryError(query.error) }, { status: 400 })
  const { events, locale, site } = query.data
  try {
    const body = await getNetworkEvents(site, locale, events)
    return Response.json(body, { headers: { 'cache-control': 'public, max-age=30, stale-while-revalidate=30' } })
  } catch (error) {
    logger.error({ err: error, events, locale, site }, 'network events load failed')
    return Response.json({ message: 'network events unavailable' }, { status: 503, headers: { 'cache-control': 'no-store' } })
  }
}
