import { z } from 'zod'

import type { SortOn } from '@/cms/published'
import { BadRequestError } from '@/lib/api/problem'
import { queryError, queryObject } from '@/lib/api/query'
import { localeParam, siteParam } from '@/sites/query-params'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

/** §9 limits: pages 150, navigation 200, channels and categories 400, distributors 100. */
export const COUNT_LIMITS = {
  pages: 150,
  navigation: 200,
  channels: 400,
  channels_categories: 400,
  distributors: 100,
  default: 200,
} as const

export type ContentQuery = {
  locale: Locale
  site: SiteId
  embed: string[]
  type: string | undefined
  /** The content service's status; 2 means published and is the only one served publicly. */
  status: number
  count: number | undefined
  categoriesFilters: number[]
  types: string[]
  q: string | undefined
  orderByProperty: string | undefined
  /** Undefined when the client did not ask: each call then has its own default order. */
  orderByDirection: 'ASC' | 'DESC' | undefined
  /** 1-based page of a paginated collection. */
  page: number
  /** `controls_filters` (AND of `aio:id IN …`): the ids every filter allows; undefined without filters. */
  idIn: number[] | undefined
}

const list = z
  .string()
  .max(1000, 'is too long')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

const integerList = list.pipe(
  z.array(z.string().regex(/^\d{1,9}$/, 'must be a comma-separated list of numbers')).transform((items) => items.map(Number)),
)

const schema = z.object({
  locale: localeParam,
  site: siteParam,
  embed: list.optional(),
  type: z
    .string()
    .regex(/^[a-z_]{1,40}$/, 'must be a content type name')
    .optional(),
  status: z.string().regex(/^\d$/, 'must be a number').optional(),
  count: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a positive whole number')
    .optional(),
  categories_filters: integerList.optional(),
  types: list.optional(),
  q: z.string().max(200, 'must not exceed 200 characters').optional(),
  orderByProperty: z
    .string()
    .regex(/^[A-Za-z_:.]{1,40}$/, 'must be a property name')
    .optional(),
  orderByDirection: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC'], { message: 'must be ASC or DESC' }))
    .optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, 'must be a whole number from 1')
    .optional(),
})

const CONTROLS_FILTER_KEY = /^controls_filters\[(\d{1,2})\]\[(property|operator|value)\]$/

/**
 * §7 contact-distributor filter, in the bracket form query strings use:
 * `controls_filters[0][property]=aio:id&controls_filters[0][operator]=IN&controls_filters[0][value]=376,12`.
 * Only `aio:id` with `IN` exists in the spec; several filters are ANDed (the ids all of them allow).
 */
function parseControlsFilters(params: URLSearchParams): number[] | undefined {
  const filters = new Map<string, Partial<Record<'property' | 'operator' | 'value', string>>>()
  for (const [key, value] of params.entries()) {
    if (!key.startsWith('controls_filters')) continue
    const match = CONTROLS_FILTER_KEY.exec(key)
    if (!match?.[1] || !match[2]) {
      throw new BadRequestError(
        "Parameter 'controls_filters' must look like controls_filters[0][property]=aio:id&controls_filters[0][operator]=IN&controls_filters[0][value]=1,2.",
      )
    }
    filters.set(match[1], { ...filters.get(match[1]), [match[2]]: value })
  }
  let ids: number[] | undefined
  for (const filter of filters.values()) {
    if (filter.property !== 'aio:id') throw new BadRequestError("Parameter 'controls_filters' only filters on the property aio:id.")
    if (filter.operator?.toUpperCase() !== 'IN') throw new BadRequestError("Parameter 'controls_filters' only supports the operator IN.")
    const parsed = integerList.safeParse(filter.value ?? '')
    if (!parsed.success || parsed.data.length === 0) {
      throw new BadRequestError("Parameter 'controls_filters' value must be a comma-separated list of ids.")
    }
    const allowed = parsed.data
    ids = ids === undefined ? allowed : ids.filter((id) => allowed.includes(id))
  }
  return ids
}

/** Parses the §7 query parameters; every call passes locale (default fr) and site (default 1). */
export function parseContentQuery(params: URLSearchParams, limitFor: keyof typeof COUNT_LIMITS = 'default'): ContentQuery {
  const raw = Object.fromEntries(Object.entries(queryObject(params)).filter(([key]) => key in schema.shape))
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw queryError(parsed.error)
  const value = parsed.data
  const status = value.status === undefined ? 2 : Number(value.status)
  if (status !== 2) throw new BadRequestError("Parameter 'status' only accepts 2 (published).")
  const count = value.count === undefined ? undefined : Number(value.count)
  const limit = COUNT_LIMITS[limitFor]
  if (count !== undefined && (count < 1 || count > limit)) {
    throw new BadRequestError(`Parameter 'count' must be between 1 and ${limit}.`, 'count')
  }
  return {
    locale: value.locale,
    site: value.site,
    embed: value.embed ?? [],
    type: value.type,
    status,
    count,
    categoriesFilters: value.categories_filters ?? [],
    types: value.types ?? [],
    q: value.q?.trim() || undefined,
    orderByProperty: value.orderByProperty,
    orderByDirection: value.orderByDirection,
    page: value.page === undefined ? 1 : Number(value.page),
    idIn: parseControlsFilters(params),
  }
}

export type SortSpec<F extends string = string> = {
  /** Public property name → stored field. */
  properties: Record<string, F>
  default: { property: string; direction: 'ASC' | 'DESC' }
}

/** The Payload sort of a list call: only whitelisted properties; the direction alone keeps the default property. */
export function sortOf<F extends string>(
  query: Pick<ContentQuery, 'orderByProperty' | 'orderByDirection'>,
  spec: SortSpec<F>,
  what: string,
): SortOn<F> {
  const property = query.orderByProperty ?? spec.default.property
  const field = spec.properties[property]
  if (field === undefined) {
    throw new BadRequestError(
      `Parameter 'orderByProperty' must be one of ${Object.keys(spec.properties).join(', ')} for ${what}.`,
      'orderByProperty',
    )
  }
  const direction = query.orderByDirection ?? (query.orderByProperty === undefined ? spec.default.direction : 'ASC')
  return direction === 'DESC' ? `-${field}` : field
}

/** The content service's collection shape (§7): clients read `hydra:member`. */
export function hydra<T>(members: T[], totalItems: number) {
  return { 'hydra:member': members, 'hydra:totalItems': totalItems }
}

/** A paginated collection also says where the next page is (the news store keeps `next`, §3). */
export function hydraPage<T>(members: T[], totalItems: number, nextPage: string | null) {
  return { ...hydra(members, totalItems), 'hydra:view': { 'hydra:next': nextPage } }
}

/** Path parameters are digits only; anything else is a 400, not a lookup. */
export function parseId(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new BadRequestError(`The id '${value.slice(0, 40)}' must be a number.`, 'id')
  return Number(value)
}
