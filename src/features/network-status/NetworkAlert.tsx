'use client'

import { useTranslations } from 'next-intl'
import { createContext, use, useEffect, useId, useRef, type ReactNode } from 'react'

import { isInternalUrl, SOFT_LINK } from '@/ui/cms-link'
import { formatDate } from '@/lib/formats'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { hasNotificationBadge, isAlertPanelOpen, type NetworkStatusEffect } from './alert-panel'
import { fetchCurrentEvents } from './client-api'
import {
  currentEventsCount,
  initialNetworkStatusState,
  networkStatusReducer,
  type NetworkEvent,
  type NetworkStatusAction,
  type NetworkStatusState,
} from './network-status-store'
import { useEffectReducer } from '@/lib/use-effect-reducer'
import { whenIdle } from '@/ui/when-idle'
import { Icon } from '@/ui/Icon'

type AlertContext = { state: NetworkStatusState; dispatch: (action: NetworkStatusAction) => void; panelId: string; bellId: string }

const Context = createContext<AlertContext | null>(null)

function useAlert(): AlertContext {
  const value = use(Context)
  if (!value) throw new Error('NetworkAlertProvider is missing')
  return value
}

/** §3 network status store for the regional alert (Fribourg): shared by the bell and the panel. */
export function NetworkAlertProvider({ site, locale, children }: { site: SiteId; locale: Locale; children: ReactNode }) {
  const latest = useRef<AbortController | null>(null)
  const [state, dispatch] = useEffectReducer(networkStatusReducer, initialNetworkStatusState, (effect: NetworkStatusEffect, send) => {
    if (effect.type !== 'loadCurrentEvents') return
    // Only the newest load may write the list: a slow earlier answer is dropped.
    latest.current?.abort()
    const controller = new AbortController()
    latest.current = controller
    send({ type: 'request/start' })
    // The request itself goes out when the browser is idle: its cost stays out of the page's hydration.
    whenIdle(() =>
      fetchCurrentEvents(site, locale, controller.signal)
        .then((events) => send({ type: 'currentEvents/loaded', events }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          console.warn('current network events unavailable', error)
          send({ type: 'request/failure' })
        }),
    )
  })
  const panelId = useId()
  const bellId = useId()
  return <Context value={{ state, dispatch, panelId, bellId }}>{children}</Context>
}

/** §4 notification bell: loads events on mount, dot badge when some are current, opens the alert. */
export function NotificationBell({ className }: { className?: string }) {
  const t = useTranslations('network')
  const { state, dispatch, panelId, bellId } = useAlert()
  const count = currentEventsCount(state)
  const badge = hasNotificationBadge(count)
  useEffect(() => dispatch({ type: 'bell/mount' }), [dispatch])
  return (
    <button
      id={bellId}
      type="button"
      className={className}
      aria-controls={panelId}
      aria-expanded={isAlertPanelOpen(state)}
      onClick={() => dispatch({ type: 'bell/click' })}
      data-testid="notification-bell"
    >
      <span className="relative inline-flex">
        <Icon icon="bell" size={22} strokeWidth={1.75} />
        {badge && (
          <span
            data-testid="notification-badge"
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 size-2.5 rounded-full bg-[var(--color-danger)] ring-2 ring-[var(--color-header)]"
          />
        )}
      </span>
      <span className="sr-only">{badge ? t('bellWithEvents', { count }) : t('bell')}</span>
    </button>
  )
}

type EventView = { description: string; start: string | null; npa: string[] }

function view(event: NetworkEvent): EventView {
  return {
    description: event.description,
    start: typeof event.start === 'string' ? event.start : null,
    npa: Array.isArray(event.npa_list) ? event.npa_list.filter((code): code is string => typeof code === 'string') : [],
  }
}

/**
 * §4 alert panel: open while the alert flag is set; closes on its close icon, on Escape, or on a
 * click outside — the reducer ignores the first one, which is the click that opened it.
 */
export function AlertPanel({ statusUrl }: { statusUrl: string | null }) {
  const t = useTranslations('network')
  const { state, dispatch, panelId, bellId } = useAlert()
  const panel = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const open = isAlertPanelOpen(state)
  const titleId = `${panelId}-title`

  // Listening while closed too keeps the order fixed: the opening click always reaches the document.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && panel.current?.contains(event.target)) return
      dispatch({ type: 'alertPanel/outsideClick' })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [dispatch])

  useEffect(() => {
    if (open) heading.current?.focus()
  }, [open])

  const close = () => {
    const hadFocus = panel.current?.contains(document.activeElement) ?? false
    dispatch({ type: 'alertPanel/closeIcon' })
    if (hadFocus) document.getElementById(bellId)?.focus()
  }

  // Drawn when open only: the dates' zoned format costs its first use ~10 ms, which a closed panel need not pay at load.
  const events = open ? (state.current_events?.results ?? []).map(view) : []

  return (
    <section
      ref={panel}
      id={panelId}
      hidden={!open}
      aria-labelledby={titleId}
      data-testid="alert-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close()
      }}
      className="border-b border-[color-mix(in_srgb,var(--color-warning)_35%,transparent)] bg-[color-mix(in_srgb,var(--color-warning)_10%,var(--color-surface))] text-ink"
    >
      <div className="mx-auto flex max-w-[1280px] gap-4 px-4 py-4 md:px-6 xl:px-8">
        <div className="min-w-0 flex-1">
          <h2 ref={heading} id={titleId} tabIndex={-1} className="text-base font-bold">
            {t('panelTitle')}
          </h2>
          <div aria-live="polite" aria-busy={state.loading}>
            {events.length === 0 ? (
              <p className="mt-2 text-sm">{t('noEvents')}</p>
            ) : (
              <ul role="list" className="mt-3 flex flex-col gap-3">
                {events.map((event, index) => (
                  <li
                    key={`${event.start ?? ''}-${index}`}
                    className="rounded-lg border-l-4 border-[var(--color-warning)] bg-surface px-4 py-3 shadow-sm"
                  >
                    <p className="font-medium">{event.description}</p>
                    <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
                      {event.start && (
                        <div className="flex gap-1">
                          <dt>{t('since')}</dt>
                          <dd>
                            <time dateTime={event.start}>{formatDate(event.start, 'd.m.Y H:i')}</time>
                          </dd>
                        </div>
                      )}
                      <div className="flex gap-1">
                        <dt>{t('affected')}</dt>
                        <dd>{event.npa.length > 0 ? event.npa.join(', ') : t('wholeNetwork')}</dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {statusUrl && isInternalUrl(statusUrl) && (
            // The frame's link is already the page's path in this language: the anchor CmsLink would
            // draw, without the localized routing CmsLink brings into the frame's scripts.
            <a
              href={statusUrl}
              {...{ [SOFT_LINK]: '' }}
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-link underline underline-offset-4"
            >
              {t('statusLink')}
            </a>
          )}
        </div>
        <button
          type="button"
          onClick={close}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-surface-alt"
        >
          <Icon icon="x" size={22} />
          <span className="sr-only">{t('close')}</span>
        </button>
      </div>
    </section>
  )
}
