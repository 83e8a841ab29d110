import 'server-only'

import { findDistributorForNpa } from '@/features/distributors'
import { loadDistributors } from '@/features/distributors/server'
import { BadRequestError } from '@/lib/api/problem'

import { embedSet } from '../mappers'
import { COUNT_LIMITS, hydra, parseContentQuery, type ContentQuery } from '../query'
import { allPublishedPages } from '../repository'
import { searchPages } from '../search'

const SEARCH_TYPES = ['pages', 'contents'] as const
type SearchType = (typeof SEARCH_TYPES)[number]

function requireQ(query: ContentQuery): string {
  if (!query.q) throw new BadRequestError("Parameter 'q' is required.")
  return query.q
}

/** `type=distributors&q={npa}`: the distributor serving that postal code (§5), at most one. */
async function distributorForNpa(query: ContentQuery) {
  const npa = requireQ(query).replace(/\s+/g, '')
  if (!/^\d{4}$/.test(npa)) throw new BadRequestError("Parameter 'q' must be a Swiss postal code (4 digits).")
  const found = findDistributorForNpa(npa, await loadDistributors())
  return hydra(found ? [found] : [], found ? 1 : 0)
}

export async function search(params: URLSearchParams) {
  const query = parseContentQuery(params, params.get('type') === 'distributors' ? 'distributors' : 'default')
  if (query.type === 'distributors') return distributorForNpa(query)
  if (query.type !== undefined) throw new BadRequestError("Parameter 'type' only accepts distributors; use 'types' for pages and contents.")
  const unknown = query.types.filter((type) => !(SEARCH_TYPES as readonly string[]).includes(type))
  if (unknown.length > 0) throw new BadRequestError(`Parameter 'types' accepts ${SEARCH_TYPES.join(', ')}.`)
  const types = new Set<SearchType>(query.types.length > 0 ? (query.types as SearchType[]) : SEARCH_TYPES)
  const q = requireQ(query)
  const pages = await allPublishedPages(query.site, query.locale)
  const results = searchPages(pages, q, { locale: query.locale, types, embed: embedSet(query.embed) })
  return hydra(results.slice(0, query.count ?? COUNT_LIMITS.default), results.length)
}
