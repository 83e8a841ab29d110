import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import { cms } from '@/cms/client'
import { addressData } from '@/features/address/server'
import { logger } from '@/lib/logger'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { eventPhase, parseNpaList, type EventsWhen, type NetworkEventsResponse, type NetworkStatusResponse } from './events-model'
import { statusBoard, statusOf, type StatusBoard } from './status-board'

/**
 * A site's events (every site's when `site` is null), newest first; current, planned and past are
 * told apart in code against one instant.
 */
async function eventsOfSite(site: SiteId | null, locale: Locale, where: Where[] = []) {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'network-events',
    where: { and: [...(site ? [{ sites: { contains: String(site) } }] : []), ...where] },
    locale,
    fallbackLocale: 'fr',
    sort: '-start',
    depth: 0,
    limit: 200,
  })
  return docs
}

/** §3 network event list: `current` = started and not ended, `past` = ended; newest first. */
export async function getNetworkEvents(site: SiteId, locale: Locale, when: EventsWhen, now = new Date()): Promise<NetworkEventsResponse> {
  const docs = await eventsOfSite(site, locale, [{ start: { less_than_equal: now.toISOString() } }])
  const results = docs
    .filter((doc) => eventPhase(doc, now) === when)
    .map((doc) => ({
      id: doc.id,
      description: doc.description,
      start: doc.start,
      end: doc.end ?? null,
      npa_list: parseNpaList(doc.npa_list),
    }))
  return { count: results.length, results }
}

export async function getNetworkStatus(site: SiteId, now = new Date()): Promise<NetworkStatusResponse> {
  const current = await getNetworkEvents(site, 'fr', 'current', now)
  return { status: statusOf(current.count) }
}

/** The locality of each postal code, from the address index; without it the page shows the codes alone. */
async function localities(): Promise<(npa: string) => string | null> {
  try {
    const { index } = await addressData()
    return (npa) => index.streetsOf(npa)[0]?.city ?? null
  } catch (error) {
    logger.error({ err: error }, 'postal-code localities unavailable')
    return () => null
  }
}

export type StatusPage = StatusBoard & { network: Pick<StatusBoard, 'current' | 'planned'> }

/**
 * Everything the network status page shows, as of `now`: the site's board, and for the lookup by
 * address the events of the whole network, whichever site lists them. An address's events are the
 * network's: the same address gets the same answer on every site.
 */
export async function loadStatusBoard(site: SiteId, locale: Locale, now = new Date()): Promise<StatusPage> {
  const [docs, localityOf] = await Promise.all([eventsOfSite(null, locale), localities()])
  const network = statusBoard(docs, now, localityOf)
  const board = statusBoard(
    docs.filter((doc) => doc.sites.some((listed) => listed === String(site))),
    now,
    localityOf,
  )
  return { ...board, network: { current: network.current, planned: network.planned } }
}

/**
 * The page is cached like every site page and cleared by editors' saves; events also start and end
 * with no save, so this one-minute data cache (the widgets' own freshness) also bounds the page's age.
 */
export const cachedStatusBoard = unstable_cache((site: SiteId, locale: Locale) => loadStatusBoard(site, locale), ['network-status-board'], {
  revalidate: 60,
})
