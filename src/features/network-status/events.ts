import 'server-only'

import { cms } from '@/cms/client'
import type { Locale, SiteId } from '@/sites/sites'

import { eventPhase, parseNpaList, type EventsWhen, type NetworkEventsResponse, type NetworkStatusResponse } from './events-model'

/** Events of a site that have started; current and past are told apart in code against one instant. */
async function startedEvents(site: SiteId, locale: Locale, nowIso: string) {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'network-events',
    where: { and: [{ sites: { contains: String(site) } }, { start: { less_than_equal: nowIso } }] },
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
  const docs = await startedEvents(site, locale, now.toISOString())
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

/** §4: 'resolved' means no outage, i.e. no current event on the site. */
export async function getNetworkStatus(site: SiteId, now = new Date()): Promise<NetworkStatusResponse> {
  const current = await getNetworkEvents(site, 'fr', 'current', now)
  return { status: current.count === 0 ? 'resolved' : 'ongoing' }
}
