'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useId, useMemo, useReducer, useState, type ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { fetchJson } from '@/lib/http-client'
import { BUTTON_SECONDARY, INPUT, LABEL } from '@/ui/styles'
import { Icon } from '@/ui/Icon'

import {
  applyChannelFilters,
  channelFilterReducer,
  initialChannelFilterState,
  isChannelsLoading,
  type ChannelFilterAction,
  type ChannelFilterState,
} from './channel-filters'
import { catalogueChannels, channelsUrl, inPack, splitCategories, type CatalogueCategory, type CatalogueChannel } from './catalogue'
import { ChannelCard } from './ChannelCard'
import { CHANNEL_FLAGS, channelUrlSearch, channelUrlState } from './url-state'

type Props = {
  site: number
  locale: Locale
  /** The first page of the unfiltered list, rendered on the server (and all a visitor without JavaScript gets). */
  firstPage: CatalogueChannel[]
  total: number
  categories: CatalogueCategory[]
  /** The names of the first page's broadcast languages in the visitor's language, by code. */
  languageNames: Readonly<Record<string, string>>
}

const CHIP =
  'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold transition-colors duration-200 motion-reduce:transition-none aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-on-primary border-line bg-surface text-ink hover:border-primary'

/**
 * The TV channel list (§1, §3): the §4 channel filters, driven by the reducer and kept in the URL,
 * 30 channels per page with "show more" (§9), and the pack view (`?pack=basic`).
 */
export function ChannelCatalogue({ site, locale, firstPage, total, categories, languageNames }: Props) {
  const t = useTranslations('channelList')
  const [state, dispatch] = useReducer(channelFilterReducer, locale, initialChannelFilterState)
  const [pack, setPack] = useState<string | null>(null)
  const [pages, setPages] = useState(1)
  const [all, setAll] = useState<CatalogueChannel[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const searchId = useId()
  const countId = useId()
  const { main, sub } = useMemo(() => splitCategories(categories), [categories])
  const categoryNames = useMemo(() => new Map(categories.map((category) => [category.id, category.name])), [categories])

  // The URL is the filters' home: read it after hydration (the server rendered the unfiltered
  // list) and again whenever the back or forward button moves through the history.
  useEffect(() => {
    const restore = () => {
      const fromUrl = channelUrlState(window.location.search, locale)
      dispatch({ type: 'filters/restore', filters: fromUrl.filters })
      setPack(fromUrl.pack)
      setPages(1)
    }
    restore()
    window.addEventListener('popstate', restore)
    return () => window.removeEventListener('popstate', restore)
  }, [locale])

  // §7: the whole catalogue (count 400); the §4 loading flag is on until it answers.
  useEffect(() => {
    const controller = new AbortController()
    dispatch({ type: 'load/start', load: 'channels' })
    fetchJson(channelsUrl(site, locale), { signal: controller.signal })
      .then((body) => {
        setAll(catalogueChannels(body).channels)
        setFailed(false)
        dispatch({ type: 'load/success', load: 'channels' })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.warn('channel list unavailable', error)
        setFailed(true)
        dispatch({ type: 'load/failure', load: 'channels' })
      })
    return () => controller.abort()
  }, [site, locale, attempt])

  /** Every filter change goes through the reducer, then into the URL (typing replaces, choices push). */
  const apply = useCallback(
    (action: ChannelFilterAction, history: 'push' | 'replace' = 'push') => {
      const next: ChannelFilterState = channelFilterReducer(state, action)
      dispatch(action)
      setPages(1)
      const url = `${window.location.pathname}${channelUrlSearch({ filters: next.filters, pack })}`
      // After the new list is painted: the router's own bookkeeping of the URL is not on the click's path.
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (history === 'push') window.history.pushState(null, '', url)
          else window.history.replaceState(null, '', url)
        }, 0),
      )
    },
    [state, pack],
  )

  const showAllPacks = () => {
    setPack(null)
    setPages(1)
    window.history.pushState(null, '', `${window.location.pathname}${channelUrlSearch({ filters: state.filters, pack: null })}`)
  }

  const { filters } = state
  const loading = isChannelsLoading(state)
  const result = useMemo(
    () => (all ? applyChannelFilters(inPack(all, pack), { ...filters, limit: filters.limit * pages }) : null),
    [all, pack, filters, pages],
  )
  const items = result?.items ?? firstPage
  const count = result?.total ?? total
  const packName = pack ? t(`packs.${pack}`) : null

  return (
    <div className="flex flex-col gap-8" data-testid="channel-list">
      <div className="flex flex-col gap-2">
        <h2 className="text-3xl font-bold tracking-tight md:text-4xl">{packName ? t('packTitle', { pack: packName }) : t('title')}</h2>
        {packName && (
          <p>
            <button type="button" onClick={showAllPacks} className="min-h-11 font-semibold text-link underline underline-offset-4">
              {t('allChannels')}
            </button>
          </p>
        )}
      </div>

      <div role="search" className="flex flex-col gap-6 rounded-2xl border border-line bg-surface-alt p-4 sm:p-6" aria-label={t('filters')}>
        <div className="max-w-md">
          <label htmlFor={searchId} className={LABEL}>
            {t('searchLabel')}
          </label>
          <div className="relative">
            <Icon icon="search" size={20} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted" />
            <input
              id={searchId}
              type="search"
              className={`${INPUT} pl-10`}
              value={filters.title}
              placeholder={t('searchPlaceholder')}
              aria-controls={countId}
              onChange={(event) => apply({ type: 'title/set', title: event.target.value }, 'replace')}
            />
          </div>
        </div>
        <ChipGroup label={t('categories')}>
          <button
            type="button"
            className={CHIP}
            aria-pressed={filters.categories.length === 0}
            onClick={() => apply({ type: 'categories/reset' })}
          >
            {t('reset')}
          </button>
          {main.map((category) => (
            <Chip
              key={category.id}
              pressed={filters.categories.includes(category.id)}
              onClick={() => apply({ type: 'category/choose', category: category.id })}
              category={category.id}
            >
              {category.name}
            </Chip>
          ))}
        </ChipGroup>
        <ChipGroup label={t('genres')}>
          {sub.map((category) => (
            <Chip
              key={category.id}
              pressed={filters.categories.includes(category.id)}
              onClick={() => apply({ type: 'subCategory/choose', category: category.id })}
              category={category.id}
            >
              {category.name}
            </Chip>
          ))}
        </ChipGroup>
        <ChipGroup label={t('services')}>
          {CHANNEL_FLAGS.map((flag) => (
            <button
              key={flag}
              type="button"
              className={CHIP}
              aria-pressed={filters[flag]}
              onClick={() => apply({ type: 'flag/set', flag, value: !filters[flag] })}
              data-flag={flag}
            >
              {t(`flags.${flag}`)}
            </button>
          ))}
        </ChipGroup>
      </div>

      <div className="flex flex-col gap-2">
        <p id={countId} role="status" aria-live="polite" className="text-lg font-semibold" data-testid="channel-count">
          {loading && !all ? t('loading') : t('count', { count })}
        </p>
        {failed && (
          <p role="alert" className="flex flex-wrap items-center gap-3 text-[var(--color-danger)]">
            {t('loadFailed')}
            <button type="button" className={BUTTON_SECONDARY} onClick={() => setAttempt((value) => value + 1)}>
              {t('retry')}
            </button>
          </p>
        )}
      </div>

      {items.length > 0 ? (
        <ul
          role="list"
          aria-busy={loading}
          aria-describedby={countId}
          className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
          data-testid="channels"
        >
          {items.map((channel, index) => (
            <ChannelCard
              key={channel.id}
              channel={channel}
              categoryNames={categoryNames}
              locale={locale}
              languageNames={languageNames}
              eager={index < 6}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-line p-6 text-muted">{t('noResults')}</p>
      )}

      {items.length < count && (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted">{t('shown', { shown: items.length, total: count })}</p>
          <button
            type="button"
            className={BUTTON_SECONDARY}
            disabled={!result}
            onClick={() => setPages((value) => value + 1)}
            data-testid="show-more"
          >
            {t('showMore')}
          </button>
        </div>
      )}
    </div>
  )
}

function ChipGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId()
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-2">
      <p id={id} className="text-sm font-semibold tracking-wide text-muted uppercase">
        {label}
      </p>
      {/* Phones: one row each, scrolled sideways, so the list starts within the first screen. */}
      <div className="scroll-cue -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:px-6 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:pb-0">
        {children}
      </div>
    </div>
  )
}

function Chip({ pressed, onClick, category, children }: { pressed: boolean; onClick: () => void; category: number; children: ReactNode }) {
  return (
    <button type="button" className={CHIP} aria-pressed={pressed} onClick={onClick} data-category={category}>
      {children}
    </button>
  )
}
