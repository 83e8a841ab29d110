'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useReducer, useRef, useState } from 'react'

import { requestJson } from '@/lib/http-client'
import { hasMore, initialListStore, listStoreReducer, type ListPage } from '@/lib/list-store'
import { BUTTON_SECONDARY, CONTAINER } from '@/ui/styles'

import { ReferenceCardItem } from './ReferenceCardItem'
import { referencePage, type ReferenceCard } from './reference-cards'

async function fetchPage(url: string): Promise<ListPage<ReferenceCard>> {
  const { ok, status, body } = await requestJson(url)
  if (!ok) throw new Error(`references ${status}`)
  return referencePage(body)
}

/** The references of the site, page by page (§3 store shape, §4 "load more" transitions). */
export function ReferenceList({ firstPage }: { firstPage: ListPage<ReferenceCard> }) {
  const t = useTranslations('references')
  const [state, dispatch] = useReducer(listStoreReducer<ReferenceCard>, firstPage, (page) =>
    listStoreReducer(initialListStore<ReferenceCard>(), { type: 'fetch/success', page }),
  )
  const [failed, setFailed] = useState(false)
  // After "load more", focus moves to the first new card so keyboard users carry on from there.
  const [focusFrom, setFocusFrom] = useState<number | null>(null)
  const listRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    if (focusFrom === null) return
    listRef.current?.querySelectorAll('a')[focusFrom]?.focus()
  }, [focusFrom, state.list.length])

  async function loadMore() {
    if (!state.next || state.fetching) return
    const shown = state.list.length
    setFailed(false)
    dispatch({ type: 'fetch/start' })
    try {
      const page = await fetchPage(state.next)
      dispatch({ type: 'fetch/success', page })
      if (page.items.length > 0) setFocusFrom(shown)
    } catch (error) {
      console.warn('references unavailable', error)
      dispatch({ type: 'fetch/failure' })
      setFailed(true)
    }
  }

  if (state.list.length === 0) {
    return (
      <div className={`${CONTAINER} pb-16`}>
        <p className="text-lg text-muted">{t('empty')}</p>
      </div>
    )
  }

  return (
    <section aria-label={t('listLabel')} className={`${CONTAINER} flex flex-col items-center gap-8 pb-16`}>
      <ul ref={listRef} className="grid w-full grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        {state.list.map((card) => (
          <li key={card.id}>
            <ReferenceCardItem card={card} />
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="text-muted">
        {t('shown', { count: state.list.length })}
      </p>
      {failed && (
        <p role="alert" className="font-semibold text-[var(--color-danger)]">
          {t('loadError')}
        </p>
      )}
      {hasMore(state) && (
        <button type="button" className={BUTTON_SECONDARY} onClick={loadMore} aria-busy={state.fetching} disabled={state.fetching}>
          {state.fetching ? t('loading') : t('loadMore')}
        </button>
      )}
    </section>
  )
}
