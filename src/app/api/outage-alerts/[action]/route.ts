import { followLink, linkAction, linkQuery } from '@/features/outage-alerts/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** GET /api/outage-alerts/{confirm|unsubscribe}?id=&token=&locale= — the links of the mails → 303 to the outcome page. */
export const GET = edge.route({
  call: 'outage-alert-link',
  params: linkAction,
  query: linkQuery,
  handle: ({ params, query, locale }) => followLink(params, query, locale),
})
