import 'server-only'

import type { Where } from 'payload'

import { cms } from '@/cms/client'
import { TREE_KEYS, type TreeKey } from '@/cms/collections/Navigation'
import { findDistributorForNpa } from '@/features/order/distributor-rules'
import { getNavigationTree } from '@/features/navigation/load-navigation'
import { isFooterTree, type FooterGroup, type NavItem } from '@/features/navigation/nav-tree'
import { getPublishedPage } from '@/features/pages/load-page'
import { publishedWhere, withUrls } from '@/features/pages/page-repository'

import {
  embedSet,
  referenceUrl,
  toApiChannel,
  toApiChannelCategory,
  toApiDistributor,
  toApiFaq,
  toApiNews,
  toApiPage,
  toApiPageSummary,
  toApiReference,
  toApiRoamingZone,
  toApiSeller,
  toApiVod,
  toGtmEvent,
} from './mappers'
import { COUNT_LIMITS, BadRequestError, NotFoundError, hydra, hydraPage, parseContentQuery, sortOf, type ContentQuery, type SortSpec } from './query'
import { allPublishedPages } from './repository'
import { foldText, matchesQuery, searchPages } from './search'

/** Path parameters are digits only; anything else is a 400, not a lookup. */
export function parseId(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new BadRequestError(`The id '${value.slice(0, 40)}' must be a number.`)
  return Number(value)
}

// ---------------------------------------------------------------------------
// GET /api/content/{id}

const DETAIL_TYPES = ['page', 'distributor', 'news'] as const
type DetailType = (typeof DETAIL_TYPES)[number]

async function distributorDetail(id: number) {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'distributors', where: { id: { equals: id } }, depth: 0, limit: 1 })
  return docs[0] ? toApiDistributor(docs[0]) : null
}

async function newsDetail(id: number, query: ContentQuery) {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'news',
    where: publishedWhere({ site: query.site, and: [{ id: { equals: id } }] }),
    locale: query.locale,
    fallbackLocale: 'fr',
    draft: false,
    depth: 1,
    limit: 1,
  })
  return docs[0] ? toApiNews(docs[0]) : null
}

async function pageDetail(id: number, query: ContentQuery) {
  const page = await getPublishedPage(id, query.site, query.locale)
  return page ? toApiPage(page, query.locale, embedSet(query.embed)) : null
}

const DETAIL_LOADERS: Record<DetailType, (id: number, query: ContentQuery) => Promise<object | null>> = {
  page: pageDetail,
  distributor: distributorDetail,
  news: newsDetail,
}

/**
 * One content item. Resolution order: a published page of the site, then a distributor, then a
 * news item of the site. Pages and distributors share the operator's content-id space (the
 * Fribourg distributor is "content item 376"); news ids are ours, so they come last.
 * `type=page|distributor|news` restricts the lookup to one kind when ids could collide.
 */
export async function getContent(idParam: string, params: URLSearchParams) {
  const id = parseId(idParam)
  const query = parseContentQuery(params)
  if (query.type !== undefined && !(DETAIL_TYPES as readonly string[]).includes(query.type)) {
    throw new BadRequestError(`Parameter 'type' must be one of ${DETAIL_TYPES.join(', ')} for a content item.`)
  }
  const kinds = query.type === undefined ? DETAIL_TYPES : [query.type as DetailType]
  for (const kind of kinds) {
    const found = await DETAIL_LOADERS[kind](id, query)
    if (found) return found
  }
  throw new NotFoundError(`No content ${id} on site ${query.site}.`)
}

// ---------------------------------------------------------------------------
// GET /api/contents?type=…

type ListPage = { members: unknown[]; total: number; hasNext: boolean }
type ListSpec = {
  limit: keyof typeof COUNT_LIMITS
  /** Page size when the client gives no count. */
  defaultCount?: number
  sort: SortSpec
  load: (query: ContentQuery, sort: string, limit: number) => Promise<ListPage>
}

const byPosition = (direction: 'ASC' | 'DESC'): SortSpec => ({
  properties: { position: 'position', id: 'id', title: 'title' },
  default: { property: 'position', direction },
})

const common = (query: ContentQuery, sort: string, limit: number) => ({
  locale: query.locale,
  fallbackLocale: 'fr' as const,
  draft: false,
  sort,
  limit,
  page: query.page,
})

function page<T>(result: { docs: T[]; totalDocs: number; hasNextPage: boolean }, map: (doc: T) => unknown): ListPage {
  return { members: result.docs.map(map), total: result.totalDocs, hasNext: result.hasNextPage }
}

function slicePage(items: unknown[], query: ContentQuery, limit: number): ListPage {
  const start = (query.page - 1) * limit
  return { members: items.slice(start, start + limit), total: items.length, hasNext: start + limit < items.length }
}

/** Sorts in memory by a whitelisted property (the index mixes two collections). */
function sortItems<T extends Record<string, unknown>>(items: T[], sort: string): T[] {
  const descending = sort.startsWith('-')
  const key = descending ? sort.slice(1) : sort
  const value = (item: T) => item[key]
  return [...items].sort((a, b) => {
    const x = value(a)
    const y = value(b)
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : foldText(String(x ?? '')).localeCompare(foldText(String(y ?? '')))
    return descending ? -order : order
  })
}

const LISTS: Record<string, ListSpec> = {
  pages: {
    limit: 'pages',
    sort: { properties: { id: 'id', title: 'title' }, default: { property: 'id', direction: 'ASC' } },
    load: async (query, sort, limit) => {
      const payload = await cms()
      const result = await payload.find({
        collection: 'pages',
        where: publishedWhere({ site: query.site, idIn: query.idIn }),
        ...common(query, sort, limit),
        depth: 0,
        select: { title: true, type: true, screen: true },
      })
      const pages = await withUrls(result.docs)
      return { members: pages.map((doc) => toApiPageSummary(doc, query.locale)), total: result.totalDocs, hasNext: result.hasNextPage }
    },
  },
  /** The site's content index: every published page and business reference with a url in this locale. */
  index: {
    limit: 'default',
    sort: { properties: { id: 'id', title: 'title', updatedAt: 'updatedAt' }, default: { property: 'id', direction: 'ASC' } },
    load: async (query, sort, limit) => {
      const payload = await cms()
      const [pages, references] = await Promise.all([
        allPublishedPages(query.site, query.locale),
        payload.find({ collection: 'references', where: publishedWhere({ site: query.site }), ...common(query, 'position', 1000), page: 1, depth: 0 }),
      ])
      const items = [
        ...pages.flatMap((doc) => (doc.urls[query.locale] ? [{ id: doc.id, '@type': doc.type as string, title: doc.title, short_url: doc.urls[query.locale] ?? '', updatedAt: doc.updatedAt }] : [])),
        ...references.docs.map((doc) => ({ id: doc.id, '@type': 'reference', title: doc.title, short_url: referenceUrl(doc.slug, query.locale), updatedAt: doc.updatedAt })),
      ].filter((item) => query.idIn === undefined || query.idIn.includes(item.id))
      return slicePage(sortItems(items, sort), query, limit)
    },
  },
  vods: {
    limit: 'default',
    sort: { properties: { position: 'position', title: 'title', year: 'year' }, default: { property: 'position', direction: 'ASC' } },
    load: async (query, sort, limit) =>
      page(await (await cms()).find({ collection: 'vods', where: publishedWhere({ site: query.site, idIn: query.idIn }), ...common(query, sort, limit), depth: 1 }), toApiVod),
  },
  faq: {
    limit: 'default',
    sort: byPosition('ASC'),
    load: async (query, sort, limit) => {
      const byType = query.categoriesFilters.length > 0 ? [{ type_faq: { in: query.categoriesFilters } }] : []
      return page(
        await (await cms()).find({ collection: 'faq', where: publishedWhere({ site: query.site, idIn: query.idIn, and: byType }), ...common(query, sort, limit), depth: 1 }),
        toApiFaq,
      )
    },
  },
  sellers: {
    limit: 'default',
    sort: { properties: { position: 'position', name: 'name', city: 'city' }, default: { property: 'position', direction: 'DESC' } },
    load: async (query, sort, limit) =>
      page(await (await cms()).find({ collection: 'sellers', where: publishedWhere({ site: query.site, idIn: query.idIn }), ...common(query, sort, limit), depth: 1 }), toApiSeller),
  },
  references: {
    limit: 'default',
    sort: byPosition('ASC'),
    load: async (query, sort, limit) =>
      page(await (await cms()).find({ collection: 'references', where: publishedWhere({ site: query.site, idIn: query.idIn }), ...common(query, sort, limit), depth: 1 }), (doc) =>
        toApiReference(doc, query.locale),
      ),
  },
  news: {
    limit: 'default',
    defaultCount: 12,
    sort: { properties: { dateFrom: 'dateFrom', id: 'id', title: 'title' }, default: { property: 'dateFrom', direction: 'DESC' } },
    load: async (query, sort, limit) =>
      page(await (await cms()).find({ collection: 'news', where: publishedWhere({ site: query.site, idIn: query.idIn }), ...common(query, sort, limit), depth: 1 }), toApiNews),
  },
  distributors: {
    limit: 'distributors',
    sort: { properties: { id: 'id', name: 'name', key: 'key' }, default: { property: 'id', direction: 'ASC' } },
    load: async (query, sort, limit) => {
      // Reference data without drafts or sites: every distributor is public on every site.
      const where: Where = query.idIn === undefined ? {} : { id: { in: query.idIn } }
      return page(await (await cms()).find({ collection: 'distributors', where, ...common(query, sort, limit), depth: 0 }), toApiDistributor)
    },
  },
  channels: {
    limit: 'channels',
    sort: { properties: { number: 'number', title: 'title', id: 'id' }, default: { property: 'number', direction: 'ASC' } },
    load: async (query, sort, limit) => {
      const embed = embedSet(query.embed)
      const byCategory = query.categoriesFilters.length > 0 ? [{ categories: { in: query.categoriesFilters } }] : []
      return page(
        await (await cms()).find({ collection: 'channels', where: publishedWhere({ idIn: query.idIn, and: byCategory }), ...common(query, sort, limit), depth: 1 }),
        (doc) => toApiChannel(doc, embed),
      )
    },
  },
  channels_categories: {
    limit: 'channels_categories',
    sort: byPosition('ASC'),
    load: async (query, sort, limit) =>
      page(await (await cms()).find({ collection: 'channel-categories', where: publishedWhere({ idIn: query.idIn }), ...common(query, sort, limit), depth: 0 }), toApiChannelCategory),
  },
}

export const CONTENT_TYPES = Object.keys(LISTS)

function nextPageHref(path: string, params: URLSearchParams, nextPage: number): string {
  const next = new URLSearchParams(params)
  next.set('page', String(nextPage))
  return `${path}?${next.toString()}`
}

/** §7 collections; each type has its count limit, default order and sortable properties. */
export async function listContents(params: URLSearchParams) {
  const type = params.get('type')
  // Own keys only: `type=constructor` must not reach Object.prototype.
  const spec = type !== null && Object.hasOwn(LISTS, type) ? LISTS[type] : undefined
  if (!spec || type === null) {
    throw new BadRequestError(`Parameter 'type' must be one of ${CONTENT_TYPES.join(', ')}.`)
  }
  const query = parseContentQuery(params, spec.limit)
  const limit = query.count ?? spec.defaultCount ?? COUNT_LIMITS[spec.limit]
  // `in` with no id would match nothing anyway; answer without asking the database.
  if (query.idIn?.length === 0) return hydraPage([], 0, null)
  const result = await spec.load(query, sortOf(query, spec.sort, `type ${type}`), limit)
  return hydraPage(result.members, result.total, result.hasNext ? nextPageHref('/api/contents', params, query.page + 1) : null)
}

// ---------------------------------------------------------------------------
// GET /api/navigation?type={tree}_{audience}

function isTreeKey(value: string | undefined): value is TreeKey {
  return (TREE_KEYS as readonly string[]).includes(value ?? '')
}

/**
 * The tree's top-level entries (footer trees: the groups with their childs), plus its mobile
 * action items beside the collection. A tree that is not published is an empty collection.
 */
export async function getNavigation(params: URLSearchParams) {
  const query = parseContentQuery(params, 'navigation')
  if (!isTreeKey(query.type)) throw new BadRequestError(`Parameter 'type' must be one of ${TREE_KEYS.join(', ')}.`)
  const tree = await getNavigationTree(query.site, query.type, query.locale)
  const entries: (FooterGroup | NavItem)[] = tree ? (isFooterTree(tree.tree_key) ? tree.groups : tree.items) : []
  const count = query.count ?? COUNT_LIMITS.navigation
  return { ...hydra(entries.slice(0, count), entries.length), tree_key: query.type, mobile_actions: tree?.mobile_actions ?? [] }
}

// ---------------------------------------------------------------------------
// GET /api/search

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
  const payload = await cms()
  // Content-service order (id) decides when two lists share a code.
  const { docs } = await payload.find({ collection: 'distributors', sort: 'id', depth: 0, limit: COUNT_LIMITS.distributors })
  const found = findDistributorForNpa(npa, docs.map(toApiDistributor))
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

// ---------------------------------------------------------------------------
// GET /api/roaming

/**
 * Roaming zones (zone ASC) with their countries and prices per product. `q` looks a country up by
 * ISO code or name (case and accents ignored): only zones with a match, their countries narrowed.
 */
export async function getRoaming(params: URLSearchParams) {
  const query = parseContentQuery(params)
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'roaming', locale: query.locale, fallbackLocale: 'fr', sort: 'zone', depth: 0, limit: 100 })
  const zones = docs.map(toApiRoamingZone)
  const q = query.q
  const matching = q
    ? zones.flatMap((zone) => {
        const countries = zone.countries.filter((country) => country.code.toLowerCase() === q.toLowerCase() || matchesQuery([country.name], q))
        return countries.length > 0 ? [{ ...zone, countries }] : []
      })
    : zones
  return hydra(matching.slice(0, query.count ?? COUNT_LIMITS.default), matching.length)
}

// ---------------------------------------------------------------------------
// GET /api/manny/gtm/{id}

export async function getGtmEvent(idParam: string, params: URLSearchParams) {
  const id = parseId(idParam)
  const query = parseContentQuery(params)
  const page = await getPublishedPage(id, query.site, query.locale)
  if (!page) throw new NotFoundError(`No page ${id} on site ${query.site}.`)
  return toGtmEvent(page, query.site, query.locale)
}
