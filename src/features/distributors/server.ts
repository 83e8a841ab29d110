import 'server-only'

import { cache } from 'react'

import { cms } from '@/cms/client'

import { toApiDistributor, type ContentDistributor } from './distributor'

/**
 * Every §3 content-service distributor, in content-service order (id): it decides when two lists
 * share a code. One read and one list per render, which the page's payload then carries once.
 */
export const loadDistributors = cache(async (): Promise<ContentDistributor[]> => {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'distributors', pagination: false, depth: 0, sort: 'id' })
  return docs.map(toApiDistributor)
})

/** One distributor by its content id (Fribourg's is content item 376), or null. */
export async function loadDistributor(id: number): Promise<ReturnType<typeof toApiDistributor> | null> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'distributors', where: { id: { equals: id } }, depth: 0, limit: 1 })
  return docs[0] ? toApiDistributor(docs[0]) : null
}
