import { afterAll, describe, expect, it } from 'vitest'

import { cms } from '@/cms/client'

import { getNetworkEvents, getNetworkStatus, loadStatusBoard } from './events'

afterAll(async () => (await cms()).destroy())

// The seeded demo events (demo-content/network-data.ts), placed around the time of the seed.
describe('network status page on the seeded database', () => {
  it('Fribourg (site 3): the TV maintenance is current, the Bulle works planned, past events listed, localities named', async () => {
    const board = await loadStatusBoard(3, 'fr')
    expect(board.status).toBe('ongoing')
    expect(board.current.map((event) => event.title)).toContain('Maintenance TV à Fribourg')
    expect(board.planned.map((event) => event.title)).toEqual(['Travaux planifiés à Bulle'])
    expect(board.past.length).toBeGreaterThan(0)
    const fribourg = board.current.find((event) => event.title === 'Maintenance TV à Fribourg')
    expect(fribourg?.services).toEqual(['tv'])
    expect(fribourg?.places[0]).toEqual({ npa: '1700', locality: expect.stringMatching(/Fribourg/) })
    const bulle = board.planned[0]
    expect(Date.parse(bulle!.start)).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000)
  })

  it('agrees with the §7 calls: the same current and past events, the same status as the header dot', async () => {
    for (const site of [1, 2, 3] as const) {
      const now = new Date()
      const [board, current, past, status] = await Promise.all([
        loadStatusBoard(site, 'de', now),
        getNetworkEvents(site, 'de', 'current', now),
        getNetworkEvents(site, 'de', 'past', now),
        getNetworkStatus(site, now),
      ])
      expect(board.current.map((event) => event.id)).toEqual(current.results.map((event) => event.id))
      expect(board.past.map((event) => event.id)).toEqual(past.results.map((event) => event.id))
      expect(board.status).toBe(status.status)
    }
  })

  it('the lookup by address reads the whole network’s events: the same on every site, the Fribourg maintenance too', async () => {
    const now = new Date()
    const boards = await Promise.all(([1, 2, 3] as const).map((site) => loadStatusBoard(site, 'fr', now)))
    const ids = boards.map(({ network }) =>
      JSON.stringify([network.current.map((event) => event.id), network.planned.map((event) => event.id)]),
    )
    expect(new Set(ids).size).toBe(1)
    for (const board of boards) {
      expect(board.network.current.map((event) => event.title)).toContain('Maintenance TV à Fribourg')
      for (const event of board.current) expect(board.network.current).toContainEqual(event)
    }
    // The site's own board still lists its own events only.
    expect(boards[0]?.current.map((event) => event.title)).not.toContain('Maintenance TV à Fribourg')
  })

  it('Valais sites have no planned works: the empty list of the page', async () => {
    const board = await loadStatusBoard(1, 'en')
    expect(board.planned).toEqual([])
    expect(board.current.map((event) => event.title)).toEqual(['Internet disruption in Verbier'])
  })
})
