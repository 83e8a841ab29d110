import { followLink } from '@/features/outage-alerts/server'
import { problem } from '@/lib/api/problem'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ action: string }> }

/** GET /api/outage-alerts/{confirm|unsubscribe}?id=&token=&locale= — the links of the mails → 303 to the outcome page. */
export async function GET(request: Request, { params }: Context) {
  const { action } = await params
  if (action !== 'confirm' && action !== 'unsubscribe') return problem(404, `No link action '${action.slice(0, 40)}'.`)
  return followLink(action, request)
}
