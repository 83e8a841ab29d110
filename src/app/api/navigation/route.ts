import { getNavigation } from '@/api/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** §7 GET /api/navigation?type={footer|main|top}_{retail|business|academy} → hydra of the tree's entries. */
export const GET = edge.route({ call: 'navigation', siteFrom: 'query', handle: ({ query }) => getNavigation(query) })
