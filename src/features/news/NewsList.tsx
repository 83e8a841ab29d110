'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useReducer, useRef, useState } from 'react'

import { requestJson } from '@/lib/http-client'
import { BUTTON_SECONDARY } from '@/ui/styles'

import type { NewsCard } from './news-format'
import { hasMore, initialListStore, listStoreReducer, type ListPage } from '@/lib/list-store'
import { Icon } from '@/ui/Icon'
import { NewsCardArticle } from './NewsCardArticle'

function isCardsPage(body: unknown): body is ListPage<NewsCard> {
  if (typeof body !== 'object' || body === null) return false
  const page = body as Partial<ListPage<NewsCard>>
  return (
    Array.isArray(page.items) &&
    typeof page.count === 'number' &&
    typeof page.totalCount === 'number' &&
    (page.next === null || typeof page.next === 'string')
  )
}

/**
 * The news list (§4 News): the first page comes rendered from the server, "load more" follows
 * the store's next link. Focus moves to the first new card so keyboard users read on from there.
 */
export function NewsList({ first }: { first: ListPage<NewsCard> }) {
  const t = useTranslations('news')
  const [store, dispatch] = useReducer(listStoreReducer<NewsCard>, first, (page) =>
    listStoreReducer(initialListStore<NewsCard>(), { type: 'fetch/success', page }),
  )
  const [failed, setFailed] = useState(false)
  const [added, setAdded] = useState(0)
  const firstNew = useRef<number | null>(null)
  const links = useRef(new Map<number, HTMLAnchorElement>())

  useEffect(() => {
    if (firstNew.current === null || firstNew.current >= store.list.length) return
    links.current.get(firstNew.current)?.focus()
    firstNew.current = null
  }, [store.list.length])

  async function loadMore() {
    if (store.fetching || store.next === null) return
    const shown = store.list.length
    dispatch({ type: 'fetch/start' })
    setFailed(false)
    try {
      const { ok, status, body } = await requestJson(store.next)
      if (!ok || !isCardsPage(body)) throw new Error(`news page ${status}`)
      firstNew.current = shown
      setAdded(body.items.length)
      dispatch({ type: 'fetch/success', page: body })
    } catch (error) {
      console.warn('news page unavailable', error)
      dispatch({ type: 'fetch/failure' })
      setFailed(true)
    }
  }

  if (store.list.length === 0) return <p className="pb-16 text-lg text-muted">{t('empty')}</p>

  return (
    <div className="pb-16 md:pb-24">
      <ul role="list" className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="news-cards">
        {store.list.map((card, index) => (
          <li key={card.id}>
            <NewsCardArticle
              card={card}
              priority={index === 0}
              linkRef={(element) => {
                if (element) links.current.set(index, element)
                else links.current.delete(index)
              }}
            />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3 text-center">
        <p role="status" className="sr-only">
          {added > 0 ? t('added', { count: added }) : ''}
        </p>
        {failed && (
          <p role="alert" className="flex items-center gap-2 font-semibold text-[var(--color-danger)]">
            <Icon icon="circle-alert" size={20} className="shrink-0" />
            {t('failed')}
          </p>
        )}
        {hasMore(store) && (
          <>
            {store.total !== null && store.total > 0 && (
              <p className="text-muted" data-testid="news-remaining">
                {t('remaining', { count: store.total })}
              </p>
            )}
            <button type="button" className={BUTTON_SECONDARY} onClick={loadMore} aria-busy={store.fetching} data-testid="news-more">
              {store.fetching ? t('loading') : t('loadMore')}
            </button>
          </>
        )}
      </div>
    </div>
  )
}
