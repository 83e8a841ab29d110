import { availabilityQuery, queryObject } from '@/features/address/address-fields'
import { badInputMessage } from '@/features/address/api-errors'
import { lookupAvailability } from '@/features/address/lookup.server'

export const dynamic = 'force-dynamic'

/** §7 GET /api/nfr/availability?npa=&street=&number=&city= → { availability }. */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const query = availabilityQuery.safeParse(queryObject(params))
  if (!query.success) return Response.json(badInputMessage(query.error, params), { status: 400 })
  const result = await lookupAvailability(query.data)
  switch (result.status) {
    case 'ok':
      return Response.json({ availability: result.availability }, { headers: { 'cache-control': 'public, max-age=60' } })
    case 'not_found':
      return Response.json({ message: 'address not found' }, { status: 404, headers: { 'cache-control': 'no-store' } })
    case 'error':
      return Response.json({ message: 'availability service unavailable' }, { status: 502, headers: { 'cache-control': 'no-store' } })
  }
}
