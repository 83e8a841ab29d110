'use client'

import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useReducer, useRef, type FormEvent, type MouseEvent } from 'react'

import { requestJson } from '@/lib/http-client'
import type { SiteId } from '@/sites/sites'
import { BUTTON_PRIMARY, CONTAINER, INPUT, LABEL, PANEL } from '@/ui/styles'
import { Icon } from '@/ui/Icon'

import { isSearchable, MAX_QUERY_LENGTH, type SearchAnswer } from './answer'
import { initialSearchState, searchReducer } from './search-store'
import { SearchResults } from './SearchResults'

/** Searches offered when there is nothing (yet) to show; their words are in the messages. */
const SUGGESTIONS = ['tv', 'internet', 'mobile', 'fibre', 'contact'] as const

/** Results follow the typing once it pauses this long. */
const DEBOUNCE_MS = 250

type HistoryMode = 'push' | 'replace' | 'none'

/** Puts the query in the address (`?q=`), so the search can be shared and reloaded. */
function writeQuery(q: string, mode: Exclude<HistoryMode, 'none'>) {
  const url = new URL(window.location.href)
  if (q) url.searchParams.set('q', q)
  else url.searchParams.delete('q')
  if (url.href === window.location.href) return
  if (mode === 'push') window.history.pushState(null, '', url)
  else window.history.replaceState(null, '', url)
}

/**
 * The search box and its results: results as you type (debounced, the superseded request
 * aborted) and on submit; the form also works without JavaScript (GET ?q=, rendered on the server).
 */
export function SearchPanel({
  site,
  initialQuery,
  initialAnswer,
}: {
  site: SiteId
  initialQuery: string
  initialAnswer: SearchAnswer | null
}) {
  const t = useTranslations('search')
  const locale = useLocale()
  const [state, dispatch] = useReducer(searchReducer, initialSearchState(initialQuery, initialAnswer))
  const controller = useRef<AbortController | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const lastQuery = useRef(initialAnswer?.q ?? '')
  // A longer shared query is searched cut to the box's length, as the server rendered it.
  const urlQuery = (useSearchParams().get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH)

  const run = useCallback(
    async (raw: string, mode: HistoryMode) => {
      clearTimeout(timer.current)
      controller.current?.abort()
      const q = raw.trim()
      lastQuery.current = q
      if (mode !== 'none') writeQuery(q, mode)
      if (!isSearchable(q)) {
        dispatch({ type: 'cleared' })
        return
      }
      const current = new AbortController()
      controller.current = current
      dispatch({ type: 'started', q })
      const { ok, body } = await requestJson<SearchAnswer>('/api/search/results', {
        query: { q, site: String(site), locale },
        signal: current.signal,
      })
      if (current.signal.aborted) return
      if (ok && body) dispatch({ type: 'answered', answer: body })
      else dispatch({ type: 'failed', q })
    },
    [site, locale],
  )

  // Back and forward between searches: the address leads, the box follows.
  useEffect(() => {
    if (urlQuery.trim() === lastQuery.current) return
    dispatch({ type: 'typed', query: urlQuery })
    void run(urlQuery, 'none')
  }, [urlQuery, run])

  useEffect(
    () => () => {
      clearTimeout(timer.current)
      controller.current?.abort()
    },
    [],
  )

  const onChange = (query: string) => {
    dispatch({ type: 'typed', query })
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void run(query, 'replace'), DEBOUNCE_MS)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void run(state.query, 'push')
  }

  const onSuggestion = (event: MouseEvent<HTMLAnchorElement>, suggestion: string) => {
    event.preventDefault()
    dispatch({ type: 'typed', query: suggestion })
    void run(suggestion, 'push')
  }

  const { answer, status } = state
  const suggestions = (
    <ul role="list" className="mt-4 flex flex-wrap gap-2">
      {SUGGESTIONS.map((key) => t(`suggestions.${key}`)).map((suggestion) => (
        <li key={suggestion}>
          <a
            href={`?${new URLSearchParams({ q: suggestion })}`}
            onClick={(event) => onSuggestion(event, suggestion)}
            className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 font-semibold text-link transition-colors duration-200 hover:bg-surface-alt motion-reduce:transition-none"
          >
            {suggestion}
          </a>
        </li>
      ))}
    </ul>
  )

  return (
    <div className={`${CONTAINER} pb-16`}>
      <div className="max-w-3xl">
        <form role="search" aria-label={t('label')} onSubmit={onSubmit} className="flex flex-col gap-1">
          <label htmlFor="search-query" className={LABEL}>
            {t('label')}
          </label>
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <Icon icon="search" size={20} className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted" />
              <input
                id="search-query"
                type="search"
                name="q"
                value={state.query}
                onChange={(event) => onChange(event.target.value)}
                placeholder={t('placeholder')}
                autoComplete="off"
                enterKeyHint="search"
                maxLength={MAX_QUERY_LENGTH}
                // The search screen exists to type a query: the box takes the focus on arrival.
                autoFocus
                className={`${INPUT} min-h-12 pl-11 text-lg`}
              />
            </div>
            <button type="submit" className={`${BUTTON_PRIMARY} shrink-0 max-sm:px-4`}>
              {t('submit')}
            </button>
          </div>
        </form>

        <p role="status" className="mt-6 min-h-6 font-semibold" data-testid="search-status">
          {status === 'error' ? t('error') : answer ? t('count', { count: answer.total, q: answer.q }) : ''}
        </p>

        {answer && answer.total > 0 && (
          <div
            aria-busy={status === 'loading'}
            className={`mt-4 transition-opacity duration-200 motion-reduce:transition-none ${status === 'loading' ? 'opacity-60' : ''}`}
          >
            <SearchResults results={answer.results} />
            {answer.total > answer.results.length && <p className="mt-4 text-muted">{t('more', { shown: answer.results.length })}</p>}
          </div>
        )}

        {answer && answer.total === 0 && (
          <div className={`${PANEL} mt-4`} data-testid="search-empty">
            <h2 className="text-xl font-bold">{t('empty')}</h2>
            <p className="mt-2 text-muted">{t('emptyHelp')}</p>
            {suggestions}
          </div>
        )}

        {!answer && status !== 'error' && (
          <div className="mt-4">
            <h2 className="text-lg font-bold">{t('suggestionsTitle')}</h2>
            {suggestions}
          </div>
        )}
      </div>
    </div>
  )
}
