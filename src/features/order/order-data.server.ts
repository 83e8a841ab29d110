import 'server-only'

import { cms } from '@/cms/client'
import { toApiDistributor } from '@/features/content-api/mappers'

import type { ContentDistributor } from './distributor-rules'

/** §3 content-service distributors (zip codes and redirects) the funnel decides with. */
export async function loadOrderDistributors(): Promise<ContentDistributor[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'distributors', pagination: false, depth: 0, sort: 'id' })
  return docs.map(toApiDistributor)
}
