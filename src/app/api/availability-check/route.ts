import { loadCheckData } from '@/features/availability-check/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** GET ?locale= → what the availability check of the site asked (its host) needs once used: networks, offers, order links. */
export const GET = edge.route({ call: 'availability-check', handle: ({ site, locale }) => loadCheckData(site, locale) })
