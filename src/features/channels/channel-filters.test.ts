import { describe, it, expect } from 'vitest'
import {
  applyChannelFilters,
  channelFilterReducer,
  initialChannelFilterState,
  initialChannelFilters,
  isChannelsLoading,
  type Channel,
  type ChannelFilterAction,
  type ChannelFilterState,
} from './channel-filters'

function run(actions: ChannelFilterAction[], from: ChannelFilterState = initialChannelFilterState()) {
  return actions.reduce(channelFilterReducer, from)
}

const choose = (category: number): ChannelFilterAction => ({ type: 'category/choose', category })
const sub = (category: number): ChannelFilterAction => ({ type: 'subCategory/choose', category })

function channel(number: number, title: string, category: number[], extra: Partial<Channel> = {}): Channel {
  return { number, title, langue: 'fr', replay: false, rec: false, hd: false, mobile: false, category, ...extra }
}

describe('§4 Channel filter', () => {
  it("'Channel filter: choosing an already selected category removes it and moves the current selection to the last remaining one, or none; otherwise it replaces the list with that category.'", () => {
    // Not selected: replaces the list and becomes the current selection.
    let state = run([choose(12), choose(399)])
    expect(state.filters.categories).toEqual([399])
    expect(state.filters.currentCategorySelected).toBe(399)

    // Already selected: removed, current moves to the last remaining one.
    state = run([sub(20), sub(30), choose(399)], state)
    expect(state.filters.categories).toEqual([20, 30])
    expect(state.filters.currentCategorySelected).toBe(30)

    state = run([choose(30)], state)
    expect(state.filters.categories).toEqual([20])
    expect(state.filters.currentCategorySelected).toBe(20)

    // ...or none.
    state = run([choose(20)], state)
    expect(state.filters.categories).toEqual([])
    expect(state.filters.currentCategorySelected).toBeNull()
  })

  it("'Sub-filter: choosing one already chosen removes it; otherwise, if the current main category is 399 or 405 it is added beside it, else it replaces the selection.'", () => {
    // Main 399: added beside it.
    let state = run([choose(399), sub(20), sub(30)])
    expect(state.filters.categories).toEqual([399, 20, 30])
    // Already chosen: removed, the main category stays current.
    state = run([sub(20)], state)
    expect(state.filters.categories).toEqual([399, 30])
    expect(state.filters.currentCategorySelected).toBe(399)

    // Main 405 behaves the same.
    expect(run([choose(405), sub(20)]).filters.categories).toEqual([405, 20])

    // Any other main category: replaced.
    state = run([choose(12), sub(20)])
    expect(state.filters.categories).toEqual([20])
    state = run([sub(30)], state)
    expect(state.filters.categories).toEqual([30])
    expect(state.filters.currentCategorySelected).toBe(12)
  })

  it("'Reset clears categories.'", () => {
    const state = run([
      choose(399),
      sub(20),
      { type: 'flag/set', flag: 'hd', value: true },
      { type: 'query/set', query: 'rts' },
      { type: 'categories/reset' },
    ])
    expect(state.filters.categories).toEqual([])
    expect(state.filters.hd).toBe(true)
    expect(state.filters.query).toBe('rts')
  })

  it("'The loading flag is on while channels or categories load and off on success or failure.'", () => {
    let state = run([{ type: 'load/start', load: 'channels' }])
    expect(isChannelsLoading(state)).toBe(true)
    state = run([{ type: 'load/success', load: 'channels' }], state)
    expect(isChannelsLoading(state)).toBe(false)

    state = run([{ type: 'load/start', load: 'categories' }], state)
    expect(isChannelsLoading(state)).toBe(true)
    state = run([{ type: 'load/failure', load: 'categories' }], state)
    expect(isChannelsLoading(state)).toBe(false)

    // Both loading: still on until the second one ends.
    state = run(
      [
        { type: 'load/start', load: 'channels' },
        { type: 'load/start', load: 'categories' },
        { type: 'load/success', load: 'categories' },
      ],
      state,
    )
    expect(isChannelsLoading(state)).toBe(true)
    state = run([{ type: 'load/failure', load: 'channels' }], state)
    expect(isChannelsLoading(state)).toBe(false)
  })
})

describe('§3 / §9 Channel filters applied to a channel list', () => {
  it("'Channel filters: categories, hd, mobile, replay, rec, title, currentCategorySelected, query, locale, limit (default 30).'", () => {
    const filters = initialChannelFilters('de')
    expect(filters).toEqual({
      categories: [],
      hd: false,
      mobile: false,
      replay: false,
      rec: false,
      title: '',
      currentCategorySelected: null,
      query: '',
      locale: 'de',
      limit: expect.any(Number),
    })
    expect(initialChannelFilterState().filters.locale).toBe('fr')
    // The default limit shows 30 of a longer list.
    const many = Array.from({ length: 31 }, (_, i) => channel(i + 1, `Channel ${i + 1}`, [10]))
    expect(applyChannelFilters(many, filters).items.map((c) => c.number)).toEqual(many.slice(0, 30).map((c) => c.number))

    const channels = [
      channel(1, 'RTS 1', [10], { hd: true, replay: true, rec: true, mobile: true }),
      channel(2, 'RTS 2', [10], { hd: true }),
      channel(3, 'Télé Vaudoise', [11], { replay: true }),
      channel(104, 'Arte', [12], { mobile: true, rec: true }),
    ]
    const titles = (f: Partial<typeof filters>) => applyChannelFilters(channels, { ...filters, ...f }).items.map((c) => c.title)

    expect(titles({})).toEqual(['RTS 1', 'RTS 2', 'Télé Vaudoise', 'Arte'])
    expect(titles({ categories: [10, 12] })).toEqual(['RTS 1', 'RTS 2', 'Arte'])
    expect(titles({ hd: true })).toEqual(['RTS 1', 'RTS 2'])
    expect(titles({ mobile: true })).toEqual(['RTS 1', 'Arte'])
    expect(titles({ replay: true })).toEqual(['RTS 1', 'Télé Vaudoise'])
    expect(titles({ rec: true, mobile: true })).toEqual(['RTS 1', 'Arte'])
    expect(titles({ title: 'tele' })).toEqual(['Télé Vaudoise'])
    expect(titles({ query: 'ARTE' })).toEqual(['Arte'])
    expect(titles({ query: '10' })).toEqual(['Arte'])
    expect(titles({ query: 'rts', hd: true, categories: [11] })).toEqual([])
  })

  it("'Main categories 399 and 405 allow a combined sub-filter.'", () => {
    const channels = [
      channel(1, 'Sport in 399', [399, 20]),
      channel(2, 'News in 399', [399, 30]),
      channel(3, 'Sport outside 399', [20]),
      channel(4, 'Kids in 399', [399, 40]),
    ]
    const combined = run([choose(399), sub(20), sub(30)]).filters
    expect(applyChannelFilters(channels, combined).items.map((c) => c.number)).toEqual([1, 2])

    const mainOnly = run([choose(399)]).filters
    expect(applyChannelFilters(channels, mainOnly).items.map((c) => c.number)).toEqual([1, 2, 4])

    // A sub-filter under another main category replaces it, so it is not combined.
    const replaced = run([choose(12), sub(20)]).filters
    expect(applyChannelFilters(channels, replaced).items.map((c) => c.number)).toEqual([1, 3])
  })

  it("'channels per page 30'", () => {
    const channels = Array.from({ length: 65 }, (_, i) => channel(i + 1, `Channel ${i + 1}`, [1]))
    const filters = initialChannelFilters()

    const first = applyChannelFilters(channels, filters)
    expect(first.items).toHaveLength(30)
    expect(first.items[0]?.number).toBe(1)
    expect(first).toMatchObject({ total: 65, page: 1, pageCount: 3 })

    const third = applyChannelFilters(channels, filters, 3)
    expect(third.items.map((c) => c.number)).toEqual([61, 62, 63, 64, 65])

    // Out-of-range pages are clamped; a custom limit is honoured.
    expect(applyChannelFilters(channels, filters, 99).page).toBe(3)
    expect(applyChannelFilters(channels, filters, 0).page).toBe(1)
    expect(applyChannelFilters(channels, { ...filters, limit: 10 }, 2).items[0]?.number).toBe(11)
    expect(applyChannelFilters([], filters)).toEqual({ items: [], total: 0, page: 1, pageCount: 1 })
  })
})
