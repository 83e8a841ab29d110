import { describe, expect, it } from 'vitest'

import { parseQuery } from '@/sites/query-params'

import { eventPhase, networkEventsQuery, networkStatusQuery, parseNpaList } from './events-model'

const now = new Date('2026-05-01T12:00:00Z')

describe('§3/§4 network events', () => {
  it('current = started and not ended; past = ended; events still to come are neither', () => {
    expect(eventPhase({ start: '2026-05-01T09:00:00Z', end: null }, now)).toBe('current')
    expect(eventPhase({ start: '2026-05-01T09:00:00Z', end: '2026-05-01T18:00:00Z' }, now)).toBe('current')
    expect(eventPhase({ start: '2026-04-28T09:00:00Z', end: '2026-04-28T10:00:00Z' }, now)).toBe('past')
    expect(eventPhase({ start: '2026-05-02T02:00:00Z', end: '2026-05-02T04:00:00Z' }, now)).toBe('upcoming')
    // Ending exactly now is over.
    expect(eventPhase({ start: '2026-05-01T09:00:00Z', end: '2026-05-01T12:00:00Z' }, now)).toBe('past')
  })

  it('postal codes come from a comma-separated list, whitespace removed (§5)', () => {
    expect(parseNpaList(' 1700, 1752 ,1762,,')).toEqual(['1700', '1752', '1762'])
    expect(parseNpaList('')).toEqual([])
    expect(parseNpaList(null)).toEqual([])
  })
})

describe('§7 /networkstatus and /api/manny/network/status queries', () => {
  const parse = (schema: typeof networkEventsQuery | typeof networkStatusQuery, query: string) =>
    parseQuery(schema, new URLSearchParams(query))

  it('locale fr and site 1 by default', () => {
    expect(parse(networkEventsQuery, 'events=current')).toEqual({ events: 'current', locale: 'fr', site: 1 })
    expect(parse(networkStatusQuery, 'locale=&site=')).toEqual({ locale: 'fr', site: 1 })
    expect(parse(networkEventsQuery, 'events=past&locale=de&site=3')).toEqual({ events: 'past', locale: 'de', site: 3 })
  })

  it.each([
    ['', 'events', "Parameter 'events' must be 'current' or 'past'."],
    ['events=future', 'events', "Parameter 'events' must be 'current' or 'past'."],
    ['events=current&site=4', 'site', "Parameter 'site' must be one of 1, 2, 3."],
    ['events=current&locale=it', 'locale', "Parameter 'locale' must be one of fr, de, en."],
    ['events=current&site=1.0', 'site', "Parameter 'site' must be one of 1, 2, 3."],
  ])('%j is refused: the field and a message', (query, field, message) => {
    expect(() => parse(networkEventsQuery, query)).toThrow(expect.objectContaining({ status: 400, field, message }))
  })
})
