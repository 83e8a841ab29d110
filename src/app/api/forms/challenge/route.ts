import { handOutChallenge } from '@/features/forms/server'

export const dynamic = 'force-dynamic'

/** GET /api/forms/challenge → a fresh signed security code for the form widget; never cached, limited per client. */
export function GET(request: Request) {
  return handOutChallenge(request)
}
