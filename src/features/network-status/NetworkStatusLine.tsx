'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'
import { whenIdle } from '@/ui/when-idle'
import { whenNear } from '@/ui/when-near'

import { fetchCurrentEvents } from './client-api'
import type { NetworkEventsResponse } from './events-model'

/**
 * The network's state in one line (home page teasers): asked in the browser, so that a cached
 * page never shows an old state, once the line comes near the window (whenNear: it sits low on
 * the home page); a link to the status page for the details.
 */
export function NetworkStatusLine({ site, locale, statusUrl }: { site: SiteId; locale: Locale; statusUrl: string | null }) {
  const t = useTranslations('teasers')
  const [events, setEvents] = useState<NetworkEventsResponse | null | undefined>(undefined)
  const line = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!line.current) return
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    let cancelIdle: () => void = () => undefined
    // Asked when the browser is idle: the request's own cost stays out of the page's other work.
    const stopNear = whenNear(line.current, () => {
      cancelIdle = whenIdle(() => {
        timer = setTimeout(() => controller.abort(), 5000)
        fetchCurrentEvents(site, locale, controller.signal)
          .then(setEvents)
          .catch(() => setEvents(null))
          .finally(() => clearTimeout(timer))
      })
    })
    return () => {
      stopNear()
      cancelIdle()
      clearTimeout(timer)
      controller.abort()
    }
  }, [site, locale])

  const ok = events?.count === 0
  const dot =
    events === undefined || events === null ? 'bg-current opacity-30' : ok ? 'bg-[var(--color-success)]' : 'bg-[var(--color-warning)]'
  const text =
    events === undefined
      ? '\u00a0'
      : events === null
        ? t('statusUnknown')
        : ok
          ? t('statusOk')
          : t('statusIncidents', { count: events.count })
  return (
    <div
      ref={line}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-6 text-ink"
      data-testid="network-status-line"
    >
      <h3 className="text-lg font-bold">{t('statusTitle')}</h3>
      <p
        className="flex items-center gap-3 font-semibold"
        aria-live="polite"
        data-state={events === undefined ? 'loading' : events === null ? 'unknown' : ok ? 'ok' : 'incidents'}
      >
        <span aria-hidden="true" className={`inline-block size-3.5 shrink-0 rounded-full ${dot}`} />
        {text}
      </p>
      {events && events.count > 0 && events.results[0] && <p className="text-sm text-muted">{events.results[0].description}</p>}
      {statusUrl && (
        <a href={statusUrl} className="self-start font-semibold text-link underline underline-offset-4">
          {t('statusDetails')}
        </a>
      )}
    </div>
  )
}
