import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cms } from '@/cms/client'

import { networkEvents } from './network-data'
import { anchorDemoNetworkEvents } from './seed'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

let payload: Payload

beforeAll(async () => {
  payload = await cms()
})

afterAll(async () => {
  // Later test files read the demo events around the real present.
  await anchorDemoNetworkEvents(payload, Date.now())
  await payload?.destroy()
})

async function demoEvent(titleFr: string) {
  const { docs } = await payload.find({
    collection: 'network-events',
    where: { title: { equals: titleFr } },
    locale: 'fr',
    depth: 0,
    limit: 1,
  })
  const doc = docs[0]
  if (!doc) throw new Error(`no demo event ${titleFr}`)
  return doc
}

describe('demo network events stay true (§4)', () => {
  it('have a current event without end, one ending days ahead, works planned next week and past ones', () => {
    const now = Date.parse('2026-03-10T14:25:00Z')
    const events = networkEvents(now)
    const started = events.filter((event) => Date.parse(event.start) <= now)
    const current = started.filter((event) => event.end === null || Date.parse(event.end) > now)
    expect(current.some((event) => event.end === null)).toBe(true)
    expect(current.some((event) => event.end !== null && Date.parse(event.end) - now >= 2 * DAY)).toBe(true)
    const planned = events.filter((event) => Date.parse(event.start) > now)
    expect(planned.map((event) => Date.parse(event.start) - now)).toEqual([7 * DAY - 25 * 60 * 1000])
    expect(started.filter((event) => event.end !== null && Date.parse(event.end) <= now).length).toBeGreaterThanOrEqual(3)
    // Whole hours, and the same answer within the hour: a restart does not move them.
    expect(events.every((event) => new Date(event.start).getUTCMinutes() === 0)).toBe(true)
    expect(networkEvents(now + 20 * 60 * 1000)).toEqual(events)
  })

  it('moves the seeded events of an old database back around now, once, and leaves editors’ events alone', async () => {
    const seededTitle = networkEvents(0)[1]!.title.fr
    const seeded = await demoEvent(seededTitle)
    // A database seeded a month ago: its "current" Fribourg event ended long since.
    const monthAgo = Date.now() - 30 * DAY
    const stale = networkEvents(monthAgo)[1]!
    await payload.update({ collection: 'network-events', id: seeded.id, data: { start: stale.start, end: stale.end }, depth: 0 })
    const editors = await payload.create({
      collection: 'network-events',
      locale: 'fr',
      data: {
        title: 'Travaux de l’éditeur',
        description: 'Créé dans l’administration.',
        start: stale.start,
        end: stale.end,
        services: ['tv'],
        npa_list: '1700',
        sites: ['3'],
      },
      depth: 0,
    })
    try {
      const now = Date.now()
      expect(await anchorDemoNetworkEvents(payload, now)).toBeGreaterThanOrEqual(1)
      const moved = await demoEvent(seededTitle)
      const expected = networkEvents(now)[1]!
      expect(moved.start).toBe(expected.start)
      expect(moved.end).toBe(expected.end)
      expect(Date.parse(moved.start)).toBeLessThanOrEqual(now)
      expect(Date.parse(moved.end!)).toBeGreaterThan(now + DAY)
      // Only the dates move: the texts in every locale stay.
      const german = await payload.findByID({ collection: 'network-events', id: seeded.id, locale: 'de', depth: 0 })
      expect(german.title).toBe(networkEvents(0)[1]!.title.de)

      const untouched = await payload.findByID({ collection: 'network-events', id: editors.id, depth: 0 })
      expect(untouched.start).toBe(stale.start)
      expect(untouched.end).toBe(stale.end)

      // Idempotent: a second start in the same hour changes nothing.
      expect(await anchorDemoNetworkEvents(payload, now)).toBe(0)
    } finally {
      await payload.delete({ collection: 'network-events', id: editors.id })
    }
  })
})
