import 'server-only'

import { findDistributorForNpa } from '@/features/distributors'
import { loadDistributors } from '@/features/distributors/server'
import { searchSite, type SearchKind } from '@/features/search/server'
import { BadRequestError } from '@/lib/api/problem'

import { embedSet } from '../mappers'
import { COUNT_LIMITS, hydra, parseContentQuery, type ContentQuery } from '../query'
import { toApiSearchResult } from '../search'

/** §7 `types`: pages, and contents (found through their first link). */
const SEARCH_TYPES = { pages: 'page', contents: 'content' } as const satisfies Record<string, SearchKind>
type SearchType = keyof typeof SEARCH_TYPES

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
  const names = Object.keys(SEARCH_TYPES)
  const unknown = query.types.filter((type) => !names.includes(type))
  if (unknown.length > 0) throw new BadRequestError(`Parameter 'types' accepts ${names.join(', ')}.`)
  const types = (query.types.length > 0 ? query.types : names) as SearchType[]
  const q = requireQ(query)
  const entries = await searchSite({ site: query.site, locale: query.locale, q, kinds: new Set(types.map((type) => SEARCH_TYPES[type])) })
  const embed = embedSet(query.embed)
  return hydra(
    entries.slice(0, query.count ?? COUNT_LIMITS.default).map((hit) => toApiSearchResult(hit.entry, embed)),
    entries.length,
  )
}
