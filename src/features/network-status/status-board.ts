/**
 * The network status page (§2) as data: the overall status of §4, then the current
 * events, the planned works and the past events of §3/§7, each with what the page shows of them.
 * Pure: the loader passes the site's events, the instant and the postal-code localities.
 */
import { eventPhase, parseNpaList, type NetworkStatusResponse } from './events-model'

const NETWORK_SERVICES = ['internet', 'tv', 'phone', 'mobile'] as const
type NetworkService = (typeof NETWORK_SERVICES)[number]

/** A network event as the CMS stores it (the fields the page reads). */
export type NetworkEventDoc = {
  id: number
  title: string
  description: string
  start: string
  end?: string | null
  services?: string[] | null
  npa_list?: string | null
}

type AffectedPlace = { npa: string; locality: string | null }

export type BoardEvent = {
  id: number
  title: string
  description: string
  start: string
  end: string | null
  services: NetworkService[]
  /** Empty means the whole network. */
  places: AffectedPlace[]
}

export type StatusBoard = {
  status: NetworkStatusResponse['status']
  current: BoardEvent[]
  planned: BoardEvent[]
  past: BoardEvent[]
}

/** §4: 'resolved' means no outage, i.e. no current event on the site. */
export function statusOf(currentCount: number): NetworkStatusResponse['status'] {
  return currentCount === 0 ? 'resolved' : 'ongoing'
}

function isService(value: string): value is NetworkService {
  return (NETWORK_SERVICES as readonly string[]).includes(value)
}

const byStart = (a: BoardEvent, b: BoardEvent) => Date.parse(a.start) - Date.parse(b.start)

/**
 * Current and past events newest first (§7 order); planned works soonest first, since the next
 * one is what a visitor plans around.
 */
export function statusBoard(docs: readonly NetworkEventDoc[], now: Date, localityOf: (npa: string) => string | null): StatusBoard {
  const board: StatusBoard = { status: 'resolved', current: [], planned: [], past: [] }
  for (const doc of docs) {
    const event: BoardEvent = {
      id: doc.id,
      title: doc.title,
      description: doc.description,
      start: doc.start,
      end: doc.end ?? null,
      services: (doc.services ?? []).filter(isService),
      places: parseNpaList(doc.npa_list).map((npa) => ({ npa, locality: localityOf(npa) })),
    }
    const phase = eventPhase(event, now)
    board[phase === 'upcoming' ? 'planned' : phase].push(event)
  }
  board.current.sort((a, b) => byStart(b, a))
  board.past.sort((a, b) => byStart(b, a))
  board.planned.sort(byStart)
  board.status = statusOf(board.current.length)
  return board
}
