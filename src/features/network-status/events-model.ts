/**
 * §3 network event list and network status as the browser reads them (/networkstatus,
 * /api/manny/network/status), and the query rules of both calls. Pure, shared by the server
 * loader, the route handlers and the client widgets.
 */
import { z } from 'zod'

import { siteAndLocaleQuery } from '@/sites/query-params'

type NetworkEventView = {
  id: number
  description: string
  start: string
  end: string | null
  /** Affected postal codes; empty means the whole network. */
  npa_list: string[]
}

export type NetworkEventsResponse = { count: number; results: NetworkEventView[] }

export type NetworkStatusResponse = { status: 'resolved' | 'ongoing' }

export type EventsWhen = 'current' | 'past'

/** §4: current = started and not yet ended; past = ended. Events still to come are neither. */
export function eventPhase(event: { start: string; end?: string | null }, now: Date): EventsWhen | 'upcoming' {
  const time = now.getTime()
  if (Date.parse(event.start) > time) return 'upcoming'
  if (event.end && Date.parse(event.end) <= time) return 'past'
  return 'current'
}

export function parseNpaList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((code) => code.replace(/\s+/g, ''))
    .filter(Boolean)
}

/** §7: every call passes locale and site (1 by default). */
export const networkStatusQuery = z.object(siteAndLocaleQuery)

export const networkEventsQuery = z.object({
  events: z.enum(['current', 'past'], { message: "must be 'current' or 'past'" }),
  ...siteAndLocaleQuery,
})
