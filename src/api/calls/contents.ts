import 'server-only'

import type { Where } from 'payload'

import { cms } from '@/cms/client'
import { publishedWhere } from '@/cms/published'
import { toApiDistributor } from '@/features/distributors'
import { allPublishedPages, withUrls } from '@/features/pages/server'
import { referenceUrl } from '@/features/references'
import { BadRequestError } from '@/lib/api/problem'

import {
  embedSet,
  toApiChannel,
  toApiChannelCategory,
  toApiFaq,
  toApiNews,
  toApiPageSummary,
  toApiReference,
  toApiSeller,
  toApiVod,
} from '../mappers'
import { COUNT_LIMITS, hydraPage, parseContentQuery, sortOf, type ContentQuery, type SortSpec } from '../query'
import { foldText } from '@/features/search'

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

const CONTENT_TYPES = Object.keys(LISTS)

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
