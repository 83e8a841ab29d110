import { getNetworkStatus } from '@/features/network-status/events'
import { networkStatusQuery, queryError, queryObject } from '@/features/network-status/events-model'
import { logger } from '@/lib/logger'

export const dynamic = 'force-dynamic'

/** §7 GET /api/manny/network/status?locale=&site= → { status }; 'resolved' means no outage. */
export async function GET(request: Request) {
  const query = networkStatusQuery.safeParse(queryObject(new URL(request.url).searchParams))
  if (!query.success) return Response.json({ message: queryError(query.error) }, { status: 400 })
  const { locale, site } = query.data
  try {
    return Response.json(await getNetworkStatus(site), { headers: { 'cache-control': 'public, max-age=30, stale-while-revalidate=30' } })
  } catch (error) {
    // §8: network status failures are only logged; the browser shows the warning dot.
    logger.error({ err: error, locale, site }, 'network status load failed')
    return Response.json({ message: 'network status unavailable' }, { status: 503, headers: { 'cache-control': 'no-store' } })
  }
}
