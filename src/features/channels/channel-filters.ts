/**
 * TV channel catalogue: the Channel filters state of §3, the "Channel filter" transitions of §4
 * as a pure reducer, and the filtering/paging of a channel list.
 */
import type { Locale } from '@/i18n/locales'
import { foldText } from '@/lib/text'

/** §9: channels per page. */
export const CHANNELS_PER_PAGE = 30

/** §9: main categories that allow a combined sub-filter. */
export const COMBINABLE_MAIN_CATEGORIES: readonly number[] = [399, 405]

export type ChannelFlag = 'hd' | 'mobile' | 'replay' | 'rec'

/** §3 Channel filters. */
export interface ChannelFilters {
  categories: number[]
  hd: boolean
  mobile: boolean
  replay: boolean
  rec: boolean
  /** Text the channel title must contain. */
  title: string
  currentCategorySelected: number | null
  /** Search text matching the channel title or the start of its number. */
  query: string
  /** Locale of the channel requests (§7); it does not filter. */
  locale: Locale
  /** Page size. */
  limit: number
}

export interface ChannelFilterState {
  filters: ChannelFilters
  /** Kept per request so one load finishing does not hide that the other is still running. */
  pending: { channels: boolean; categories: boolean }
}

type ChannelLoad = keyof ChannelFilterState['pending']

export type ChannelFilterAction =
  | { type: 'category/choose'; category: number }
  | { type: 'subCategory/choose'; category: number }
  | { type: 'categories/reset' }
  | { type: 'flag/set'; flag: ChannelFlag; value: boolean }
  | { type: 'title/set'; title: string }
  | { type: 'query/set'; query: string }
  | { type: 'locale/set'; locale: Locale }
  /** Back to filters kept elsewhere (a shared link, the back button); the loads are left as they are. */
  | { type: 'filters/restore'; filters: ChannelFilters }
  | { type: 'load/start'; load: ChannelLoad }
  | { type: 'load/success'; load: ChannelLoad }
  | { type: 'load/failure'; load: ChannelLoad }

export function initialChannelFilters(locale: Locale = 'fr'): ChannelFilters {
  return {
    categories: [],
    hd: false,
    mobile: false,
    replay: false,
    rec: false,
    title: '',
    currentCategorySelected: null,
    query: '',
    locale,
    limit: CHANNELS_PER_PAGE,
  }
}

export function initialChannelFilterState(locale: Locale = 'fr'): ChannelFilterState {
  return { filters: initialChannelFilters(locale), pending: { channels: false, categories: false } }
}

/** §4: the loading flag is on while channels or categories load. */
export function isChannelsLoading(state: ChannelFilterState): boolean {
  return state.pending.channels || state.pending.categories
}

function withFilters(state: ChannelFilterState, patch: Partial<ChannelFilters>): ChannelFilterState {
  return { ...state, filters: { ...state.filters, ...patch } }
}

function withPending(state: ChannelFilterState, load: ChannelLoad, value: boolean): ChannelFilterState {
  if (state.pending[load] === value) return state
  return { ...state, pending: { ...state.pending, [load]: value } }
}

function chooseCategory(state: ChannelFilterState, category: number): ChannelFilterState {
  const { categories } = state.filters
  if (categories.includes(category)) {
    const remaining = categories.filter((id) => id !== category)
    return withFilters(state, {
      categories: remaining,
      currentCategorySelected: remaining.at(-1) ?? null,
    })
  }
  return withFilters(state, { categories: [category], currentCategorySelected: category })
}

// "Selection" in the sub-filter sentence is the category list: the main category stays current,
// so choosing it again later still behaves as a main-category choice.
function chooseSubCategory(state: ChannelFilterState, category: number): ChannelFilterState {
  const { categories, currentCategorySelected } = state.filters
  if (categories.includes(category)) {
    return withFilters(state, { categories: categories.filter((id) => id !== category) })
  }
  if (currentCategorySelected !== null && COMBINABLE_MAIN_CATEGORIES.includes(currentCategorySelected)) {
    return withFilters(state, { categories: [...categories, category] })
  }
  return withFilters(state, { categories: [category] })
}

export function channelFilterReducer(state: ChannelFilterState, action: ChannelFilterAction): ChannelFilterState {
  switch (action.type) {
    case 'category/choose':
      return chooseCategory(state, action.category)
    case 'subCategory/choose':
      return chooseSubCategory(state, action.category)
    case 'categories/reset':
      // §4 clears only the list; the other filters are the visitor's own choices.
      return withFilters(state, { categories: [] })
    case 'flag/set':
      return withFilters(state, { [action.flag]: action.value })
    case 'title/set':
      return withFilters(state, { title: action.title })
    case 'query/set':
      return withFilters(state, { query: action.query })
    case 'locale/set':
      return withFilters(state, { locale: action.locale })
    case 'filters/restore':
      return { ...state, filters: action.filters }
    case 'load/start':
      return withPending(state, action.load, true)
    case 'load/success':
    case 'load/failure':
      return withPending(state, action.load, false)
  }
}

/** §3 Channel, as the catalogue needs it. */
export interface Channel {
  number: number
  title: string
  langue: string
  replay: boolean
  rec: boolean
  hd: boolean
  mobile: boolean
  /** Category ids. */
  category: number[]
}

export interface ChannelPage<C extends Channel = Channel> {
  items: C[]
  /** Matching channels over all pages. */
  total: number
  /** 1-based, clamped to the existing pages. */
  page: number
  pageCount: number
}

function normalise(text: string): string {
  return foldText(text).trim()
}

function matchesCategories(channel: Channel, filters: ChannelFilters): boolean {
  const { categories, currentCategorySelected: main } = filters
  if (categories.length === 0) return true
  const combined = main !== null && COMBINABLE_MAIN_CATEGORIES.includes(main) && categories.includes(main) && categories.length > 1
  if (combined) {
    // A combined sub-filter narrows the main category: in the main one and in any chosen sub.
    const subs = categories.filter((id) => id !== main)
    return channel.category.includes(main) && subs.some((id) => channel.category.includes(id))
  }
  return categories.some((id) => channel.category.includes(id))
}

function matchesTitle(channel: Channel, title: string): boolean {
  const needle = normalise(title)
  return needle === '' || normalise(channel.title).includes(needle)
}

function matchesQuery(channel: Channel, query: string): boolean {
  const needle = normalise(query)
  if (needle === '') return true
  return normalise(channel.title).includes(needle) || String(channel.number).startsWith(needle)
}

function filterChannels<C extends Channel>(channels: readonly C[], filters: ChannelFilters): C[] {
  return channels.filter(
    (channel) =>
      matchesCategories(channel, filters) &&
      (!filters.hd || channel.hd) &&
      (!filters.mobile || channel.mobile) &&
      (!filters.replay || channel.replay) &&
      (!filters.rec || channel.rec) &&
      matchesTitle(channel, filters.title) &&
      matchesQuery(channel, filters.query),
  )
}

/** Filters, then returns one page of `filters.limit` channels (page numbers start at 1). */
export function applyChannelFilters<C extends Channel>(channels: readonly C[], filters: ChannelFilters, page = 1): ChannelPage<C> {
  const matching = filterChannels(channels, filters)
  const limit = Number.isFinite(filters.limit) && filters.limit >= 1 ? Math.trunc(filters.limit) : CHANNELS_PER_PAGE
  const pageCount = Math.max(1, Math.ceil(matching.length / limit))
  const current = Number.isFinite(page) ? Math.min(pageCount, Math.max(1, Math.trunc(page))) : 1
  return {
    items: matching.slice((current - 1) * limit, current * limit),
    total: matching.length,
    page: current,
    pageCount,
  }
}
