import 'server-only'

import type { IconName } from '@/ui/icons'
import { getTranslations } from 'next-intl/server'

import { siteAndLocale, type SiteRouteParams } from '@/sites/route-params'
import { formatDate } from '@/lib/formats'
import { logger } from '@/lib/logger'
import { CONTAINER } from '@/ui/styles'
import { Icon } from '@/ui/Icon'

import { AddressLookupIsland } from '@/features/network-status/components'
import { cachedStatusBoard } from '@/features/network-status/server'
import type { BoardEvent, StatusBoard } from '@/features/network-status/server'
import { ClientMessages } from '@/i18n/ClientMessages'
import { ADDRESS_CLIENT_MESSAGES } from '@/i18n/message-subsets'

type ListKind = 'current' | 'planned' | 'past'

const LIST_STYLE: Record<ListKind, { icon: IconName; border: string; iconColour: string }> = {
  current: { icon: 'alert-triangle', border: 'border-l-[var(--color-warning)]', iconColour: 'text-[var(--color-warning)]' },
  planned: { icon: 'calendar-clock', border: 'border-l-primary', iconColour: 'text-link' },
  past: { icon: 'history', border: 'border-l-line', iconColour: 'text-muted' },
}

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso, 'd.m.Y H:i')}</time>
}

async function EventCard({ event, kind }: { event: BoardEvent; kind: ListKind }) {
  const t = await getTranslations('networkStatus')
  const titleId = `network-event-${event.id}`
  return (
    <article
      aria-labelledby={titleId}
      data-testid="network-event"
      className={`flex flex-col gap-3 rounded-2xl border border-l-4 border-line bg-surface p-5 shadow-sm sm:p-6 ${LIST_STYLE[kind].border}`}
    >
      <h3 id={titleId} className="text-lg leading-tight font-bold md:text-xl">
        {event.title}
      </h3>
      <p className="max-w-[70ch]">{event.description}</p>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-4">
        <div>
          <dt className="font-semibold">{t('start')}</dt>
          <dd className="tabular-nums">
            <When iso={event.start} />
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{kind === 'past' ? t('end') : t('expectedEnd')}</dt>
          <dd className="tabular-nums">{event.end ? <When iso={event.end} /> : t('endUnknown')}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t('services')}</dt>
          <dd>{event.services.map((service) => t(`service.${service}`)).join(', ') || '—'}</dd>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <dt className="font-semibold">{t('affected')}</dt>
          <dd>
            {event.places.length === 0
              ? t('wholeNetwork')
              : event.places.map((place) => (place.locality ? `${place.npa} ${place.locality}` : place.npa)).join(', ')}
          </dd>
        </div>
      </dl>
    </article>
  )
}

async function EventList({ kind, events }: { kind: ListKind; events: BoardEvent[] }) {
  const t = await getTranslations('networkStatus')
  const icon = LIST_STYLE[kind].icon
  const headingId = `network-events-${kind}`
  return (
    <section aria-labelledby={headingId} data-testid={`network-events-${kind}`} className="flex flex-col gap-4">
      <h2 id={headingId} className="flex items-center gap-3 text-2xl font-bold tracking-tight md:text-3xl">
        <Icon icon={icon} className={`size-7 shrink-0 ${LIST_STYLE[kind].iconColour}`} />
        {t(kind)}
      </h2>
      {events.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-surface px-5 py-4 text-muted">{t('empty')}</p>
      ) : (
        <ul role="list" className="flex flex-col gap-4">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} kind={kind} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

async function OverallStatus({ board }: { board: StatusBoard }) {
  const t = await getTranslations('networkStatus')
  const ok = board.status === 'resolved'
  const icon = ok ? 'check-circle-2' : 'alert-triangle'
  return (
    <div
      data-testid="network-overall-status"
      data-status={ok ? 'ok' : 'warning'}
      className={`flex items-start gap-4 rounded-2xl border p-5 sm:p-6 ${
        ok
          ? 'border-[color-mix(in_srgb,var(--color-success)_40%,transparent)] bg-[color-mix(in_srgb,var(--color-success)_8%,var(--color-surface))]'
          : 'border-[color-mix(in_srgb,var(--color-warning)_45%,transparent)] bg-[color-mix(in_srgb,var(--color-warning)_10%,var(--color-surface))]'
      }`}
    >
      <Icon icon={icon} className={`size-8 shrink-0 ${ok ? 'text-[var(--color-success)]' : 'text-[var(--color-warning)]'}`} />
      <div className="flex flex-col gap-1">
        <p className="text-xl font-bold">{ok ? t('overallOk') : t('overallWarning')}</p>
        <p>{ok ? t('overallOkDetail') : t('overallWarningDetail', { count: board.current.length })}</p>
      </div>
    </div>
  )
}

/** The network status page (§2): the overall status (§4), the lookup by address, current events, planned works and past events (§7). */
export async function NetworkStatusBoard({ params }: { params: SiteRouteParams }) {
  const { site, locale } = await siteAndLocale(params)
  let board: StatusBoard
  try {
    board = await cachedStatusBoard(site, locale)
  } catch (error) {
    // §8: a failed load is only logged; the page keeps its text without the lists.
    logger.error({ err: error, site, locale }, 'network status board load failed')
    return null
  }
  return (
    <div className="bg-surface-alt py-12 md:py-16">
      <div className={`${CONTAINER} flex flex-col gap-12`}>
        <OverallStatus board={board} />
        <ClientMessages messages={['networkStatus', ...ADDRESS_CLIENT_MESSAGES]}>
          <AddressLookupIsland current={board.current} planned={board.planned} />
        </ClientMessages>
        <EventList kind="current" events={board.current} />
        <EventList kind="planned" events={board.planned} />
        <EventList kind="past" events={board.past} />
      </div>
    </div>
  )
}
