import 'server-only'

import type { ListOptions, SortOn } from '@/cms/published'
import { toApiDistributor } from '@/features/distributors'
import { listDistributors } from '@/features/distributors/server'
import { apiChannelCategoryOf, apiChannelOf, listChannelCategories, listChannels } from '@/features/channels/server'
import { listFaqs } from '@/features/faq/server'
import { listNews } from '@/features/news/server'
import { allPublishedPages, listPublishedPages } from '@/features/pages/server'
import { referenceUrl } from '@/features/references'
import { allPublishedReferences, listReferences } from '@/features/references/server'
import { listSellers } from '@/features/sellers/server'
import { apiVodOf, listVods } from '@/features/vod/server'
import { BadRequestError } from '@/lib/api/problem'

import { embedSet, toApiFaq, toApiNews, toApiPageSummary, toApiReference, toApiSeller } from '../mappers'
import { linkTargets } from '../rich-text-links'
import { COUNT_LIMITS, hydraPage, parseContentQuery, sortOf, type ContentQuery, type SortSpec } from '../query'
import { foldText } from '@/lib/text'

type ListPage = { members: unknown[]; total: number; hasNext: boolean }
type ListSpec = {
  limit: keyof typeof COUNT_LIMITS
  /** Page size when the client gives no count. */
  defaultCount?: number
  /** One page of the type's members, in the order the query asks for (`what` names the type in errors). */
  load: (query: ContentQuery, limit: number, what: string) => Promise<ListPage>
}

/** A list type: its sortable properties, and how a feature's loader reads one page in one of those orders. */
function listOf<F extends string>(spec: {
  limit: keyof typeof COUNT_LIMITS
  defaultCount?: number
  sort: SortSpec<F>
  load: (query: ContentQuery, options: ListOptions<F>) => Promise<ListPage>
}): ListSpec {
  return {
    limit: spec.limit,
    defaultCount: spec.defaultCount,
    load: (query, limit, what) =>
      spec.load(query, { locale: query.locale, sort: sortOf(query, spec.sort, what), limit, page: query.page, idIn: query.idIn }),
  }
}

const byPosition = (direction: 'ASC' | 'DESC'): SortSpec<'position' | 'id' | 'title'> => ({
  properties: { position: 'position', id: 'id', title: 'title' },
  default: { property: 'position', direction },
})

function page<T>(result: { docs: T[]; totalDocs: number; hasNextPage: boolean }, map: (doc: T) => unknown): ListPage {
  return { members: result.docs.map(map), total: result.totalDocs, hasNext: result.hasNextPage }
}

function slicePage(items: unknown[], query: ContentQuery, limit: number): ListPage {
  const start = (query.page - 1) * limit
  return { members: items.slice(start, start + limit), total: items.length, hasNext: start + limit < items.length }
}

/** Sorts in memory by a whitelisted property (the index mixes two collections). */
function sortItems<T extends Record<string, unknown>>(items: T[], sort: SortOn<string>): T[] {
  const descending = sort.startsWith('-')
  const key = descending ? sort.slice(1) : sort
  const value = (item: T) => item[key]
  return [...items].sort((a, b) => {
    const x = value(a)
    const y = value(b)
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : foldText(String(x ?? '')).localeCompare(foldText(String(y ?? '')))
    return descending ? -order : order
  })
}

const LISTS: Record<string, ListSpec> = {
  pages: listOf({
    limit: 'pages',
    sort: { properties: { id: 'id', title: 'title' }, default: { property: 'id', direction: 'ASC' } },
    load: async (query, options) =>
      page(await listPublishedPages({ ...options, site: query.site }), (doc) => toApiPageSummary(doc, query.locale)),
  }),
  /** The site's content index: every published page and business reference with a url in this locale. */
  index: listOf({
    limit: 'default',
    sort: { properties: { id: 'id', title: 'title', updatedAt: 'updatedAt' }, default: { property: 'id', direction: 'ASC' } },
    load: async (query, options) => {
      const [pages, references] = await Promise.all([
        allPublishedPages(query.site, query.locale),
        allPublishedReferences(query.site, query.locale),
      ])
      const items = [
        ...pages.flatMap((doc) =>
          doc.urls[query.locale]
            ? [
                {
                  id: doc.id,
                  '@type': doc.type as string,
                  title: doc.title,
                  short_url: doc.urls[query.locale] ?? '',
                  updatedAt: doc.updatedAt,
                },
              ]
            : [],
        ),
        ...references.map((doc) => ({
          id: doc.id,
          '@type': 'reference',
          title: doc.title,
          short_url: referenceUrl(doc.slug, query.locale),
          updatedAt: doc.updatedAt,
        })),
      ].filter((item) => query.idIn === undefined || query.idIn.includes(item.id))
      return slicePage(sortItems(items, options.sort), query, options.limit)
    },
  }),
  vods: listOf({
    limit: 'default',
    sort: { properties: { position: 'position', title: 'title', year: 'year' }, default: { property: 'position', direction: 'ASC' } },
    load: async (query, options) => page(await listVods({ ...options, site: query.site }), apiVodOf),
  }),
  faq: listOf({
    limit: 'default',
    sort: byPosition('ASC'),
    load: async (query, options) => {
      const faqs = await listFaqs({ ...options, site: query.site, types: query.categoriesFilters })
      const links = await linkTargets(
        faqs.docs.map((faq) => faq.text),
        query.site,
        query.locale,
      )
      return page(faqs, (doc) => toApiFaq(doc, links))
    },
  }),
  sellers: listOf({
    limit: 'default',
    sort: { properties: { position: 'position', name: 'name', city: 'city' }, default: { property: 'position', direction: 'DESC' } },
    load: async (query, options) => page(await listSellers({ ...options, site: query.site }), toApiSeller),
  }),
  references: listOf({
    limit: 'default',
    sort: byPosition('ASC'),
    load: async (query, options) => {
      const references = await listReferences({ ...options, site: query.site })
      const links = await linkTargets(
        references.docs.map((reference) => reference.detail),
        query.site,
        query.locale,
      )
      return page(references, (doc) => toApiReference(doc, query.locale, links))
    },
  }),
  news: listOf({
    limit: 'default',
    defaultCount: 12,
    sort: { properties: { dateFrom: 'dateFrom', id: 'id', title: 'title' }, default: { property: 'dateFrom', direction: 'DESC' } },
    load: async (query, options) => page(await listNews({ ...options, site: query.site }), toApiNews),
  }),
  distributors: listOf({
    limit: 'distributors',
    sort: { properties: { id: 'id', name: 'name', key: 'key' }, default: { property: 'id', direction: 'ASC' } },
    load: async (_query, options) => page(await listDistributors(options), toApiDistributor),
  }),
  channels: listOf({
    limit: 'channels',
    sort: { properties: { number: 'number', title: 'title', id: 'id' }, default: { property: 'number', direction: 'ASC' } },
    load: async (query, options) => {
      const embed = embedSet(query.embed)
      return page(await listChannels({ ...options, categories: query.categoriesFilters }), (doc) => apiChannelOf(doc, embed))
    },
  }),
  channels_categories: listOf({
    limit: 'channels_categories',
    sort: byPosition('ASC'),
    load: async (_query, options) => page(await listChannelCategories(options), apiChannelCategoryOf),
  }),
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
  const result = await spec.load(query, limit, `type ${type}`)
  return hydraPage(result.members, result.total, result.hasNext ? nextPageHref('/api/contents', params, query.page + 1) : null)
}
