import { describe, expect, it } from 'vitest'

import { statusBoard, statusOf, type NetworkEventDoc } from './status-board'

const now = new Date('2026-05-01T12:00:00Z')
const localities: Record<string, string> = { '1700': 'Fribourg', '1630': 'Bulle' }
const localityOf = (npa: string) => localities[npa] ?? null

const doc = (id: number, start: string, end: string | null, extra: Partial<NetworkEventDoc> = {}): NetworkEventDoc => ({
  id,
  title: `Event ${id}`,
  description: `Description ${id}`,
  start,
  end,
  ...extra,
})

describe('§2 page 1637: the network status page', () => {
  it('sorts events into current (newest first), planned works (soonest first) and past (newest first)', () => {
    const board = statusBoard(
      [
        doc(1, '2026-05-01T09:00:00Z', null),
        doc(2, '2026-05-01T11:00:00Z', '2026-05-04T11:00:00Z'),
        doc(3, '2026-05-09T02:00:00Z', '2026-05-09T04:00:00Z'),
        doc(4, '2026-05-02T02:00:00Z', '2026-05-02T04:00:00Z'),
        doc(5, '2026-04-20T08:00:00Z', '2026-04-20T10:00:00Z'),
        doc(6, '2026-04-28T08:00:00Z', '2026-05-01T12:00:00Z'),
      ],
      now,
      localityOf,
    )
    expect(board.current.map((event) => event.id)).toEqual([2, 1])
    expect(board.planned.map((event) => event.id)).toEqual([4, 3])
    expect(board.past.map((event) => event.id)).toEqual([6, 5])
    expect(board.status).toBe('ongoing')
  })

  it('is resolved (the green dot of §4) when nothing is current, planned works included', () => {
    const board = statusBoard(
      [doc(1, '2026-05-02T02:00:00Z', '2026-05-02T04:00:00Z'), doc(2, '2026-04-20T08:00:00Z', '2026-04-20T10:00:00Z')],
      now,
      localityOf,
    )
    expect(board.status).toBe('resolved')
    expect(statusOf(0)).toBe('resolved')
    expect(statusOf(1)).toBe('ongoing')
    expect(statusBoard([], now, localityOf)).toEqual({ status: 'resolved', current: [], planned: [], past: [] })
  })

  it('names the places of the postal codes it knows and keeps the known services only', () => {
    const [event] = statusBoard(
      [doc(1, '2026-05-01T09:00:00Z', null, { npa_list: '1700, 1630,9999', services: ['tv', 'fax', 'internet'] })],
      now,
      localityOf,
    ).current
    expect(event?.places).toEqual([
      { npa: '1700', locality: 'Fribourg' },
      { npa: '1630', locality: 'Bulle' },
      { npa: '9999', locality: null },
    ])
    expect(event?.services).toEqual(['tv', 'internet'])
    const [whole] = statusBoard([doc(2, '2026-05-01T09:00:00Z', null, { npa_list: '', services: null })], now, localityOf).current
    expect(whole?.places).toEqual([])
    expect(whole?.services).toEqual([])
  })
})
