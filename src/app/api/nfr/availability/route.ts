import { availabilityQuery } from '@/features/address'
import { badInputMessage, lookupAvailability } from '@/features/address/server'
import { problem } from '@/lib/api/problem'
import { queryObject } from '@/sites/query-params'

export const dynamic = 'force-dynamic'

/** §7 GET /api/nfr/availability?npa=&street=&number=&city= → { availability }. */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const query = availabilityQuery.safeParse(queryObject(params))
  if (!query.success) {
    const { field, message } = badInputMessage(query.error, params)
    return problem(400, message, field)
  }
  const result = await lookupAvailability(query.data)
  switch (result.status) {
    case 'ok':
      return Response.json({ availability: result.availability }, { headers: { 'cache-control': 'public, max-age=60' } })
    case 'not_found':
      return problem(404, 'address not found')
    case 'error':
      return problem(502, 'availability service unavailable')
  }
}
