import 'server-only'

import type { PaginatedDocs, Where } from 'payload'
import { cache } from 'react'

import { cms } from '@/cms/client'
import type { Distributor } from '@/cms/payload-types'
import { publishedListArgs, type ListOptions } from '@/cms/published'

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

/** A page of the distributors as stored (§7 `distributors`): reference data without drafts or sites, public on every site. */
export async function listDistributors(options: ListOptions<'id' | 'name' | 'key'>): Promise<PaginatedDocs<Distributor>> {
  const where: Where = options.idIn === undefined ? {} : { id: { in: options.idIn } }
  const payload = await cms()
  return payload.find({ collection: 'distributors', where, ...publishedListArgs(options), depth: 0 })
}
