/**
 * The channel filters in the page URL, so that a filtered list can be shared and the back button
 * brings the previous filters back. Only what differs from the defaults is written.
 */
import type { Locale } from '@/i18n/locales'

import { initialChannelFilters, type ChannelFilters, type ChannelFlag } from './channel-filters'

export const CHANNEL_FLAGS: readonly ChannelFlag[] = ['hd', 'mobile', 'replay', 'rec']

/** The pack view: the list of one pack's channels ("what is in my TV pack"). */
const PACK_PARAM = 'pack'

export type ChannelUrlState = { filters: ChannelFilters; pack: string | null }

const ids = (value: string | null): number[] =>
  (value ?? '')
    .split(',')
    .filter((item) => /^\d{1,9}$/.test(item))
    .map(Number)
    .filter((id, index, all) => all.indexOf(id) === index)

export function channelUrlState(search: string, locale: Locale): ChannelUrlState {
  const params = new URLSearchParams(search)
  const filters = initialChannelFilters(locale)
  const current = ids(params.get('current'))[0]
  const pack = params.get(PACK_PARAM)?.trim() ?? ''
  return {
    filters: {
      ...filters,
      categories: ids(params.get('categories')),
      currentCategorySelected: current ?? null,
      hd: params.get('hd') === '1',
      mobile: params.get('mobile') === '1',
      replay: params.get('replay') === '1',
      rec: params.get('rec') === '1',
      title: (params.get('title') ?? '').slice(0, 100),
    },
    pack: /^[a-z][a-z-]{0,39}$/.test(pack) ? pack : null,
  }
}

/** `?categories=399,402&current=399&hd=1&title=rts&pack=basic`, or '' with no filter at all. */
export function channelUrlSearch({ filters, pack }: ChannelUrlState): string {
  const params = new URLSearchParams()
  if (pack) params.set(PACK_PARAM, pack)
  if (filters.categories.length > 0) params.set('categories', filters.categories.join(','))
  if (filters.currentCategorySelected !== null) params.set('current', String(filters.currentCategorySelected))
  for (const flag of CHANNEL_FLAGS) if (filters[flag]) params.set(flag, '1')
  if (filters.title.trim() !== '') params.set('title', filters.title)
  const search = params.toString()
  return search === '' ? '' : `?${search}`
}
