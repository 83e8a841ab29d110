import { describe, expect, it } from 'vitest'

import { channelFilterReducer, initialChannelFilterState, initialChannelFilters } from './channel-filters'
import { channelUrlSearch, channelUrlState } from './url-state'

describe('channel filters in the URL (shareable, restored by the back button)', () => {
  it('writes only what differs from the defaults, and reads it back to the same filters', () => {
    const state = [
      { type: 'category/choose', category: 399 },
      { type: 'subCategory/choose', category: 402 },
      { type: 'flag/set', flag: 'hd', value: true },
      { type: 'title/set', title: 'Télé' },
    ] as const
    const filters = state.reduce(channelFilterReducer, initialChannelFilterState('de')).filters
    const search = channelUrlSearch({ filters, pack: 'basic' })
    expect(search).toBe('?pack=basic&categories=399%2C402&current=399&hd=1&title=T%C3%A9l%C3%A9')
    expect(channelUrlState(search, 'de')).toEqual({ filters, pack: 'basic' })
  })

  it('the unfiltered list has a bare URL', () => {
    expect(channelUrlSearch({ filters: initialChannelFilters(), pack: null })).toBe('')
    expect(channelUrlState('', 'fr')).toEqual({ filters: initialChannelFilters('fr'), pack: null })
  })

  it('ignores what a hand-edited link cannot mean', () => {
    const { filters, pack } = channelUrlState('?categories=399,abc,399,-4&current=x&hd=yes&pack=../admin', 'fr')
    expect(filters.categories).toEqual([399])
    expect(filters.currentCategorySelected).toBeNull()
    expect(filters.hd).toBe(false)
    expect(pack).toBeNull()
  })

  it('restoring puts the filters of the URL back without touching the loads', () => {
    const loading = channelFilterReducer(initialChannelFilterState(), { type: 'load/start', load: 'channels' })
    const restored = channelFilterReducer(loading, {
      type: 'filters/restore',
      filters: channelUrlState('?categories=405&current=405&rec=1', 'fr').filters,
    })
    expect(restored.filters).toMatchObject({ categories: [405], currentCategorySelected: 405, rec: true })
    expect(restored.pending.channels).toBe(true)
  })
})
