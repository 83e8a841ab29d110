import { createFormChallenge } from '@/features/forms/server'

export const dynamic = 'force-dynamic'

/** GET /api/forms/challenge → a fresh signed security code for the form widget; never cached. */
export async function GET() {
  return Response.json(await createFormChallenge(), { headers: { 'cache-control': 'no-store' } })
}
