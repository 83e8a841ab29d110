import { describe, expect, it } from 'vitest'

import { cantonHolidays } from './holidays'
import { checkSlot, firstOfferedDay, nextFreeSlots, slotKey, weekdayOf, type SlotRules } from './slots'
import { canChange, slotStart, swissToday } from './times'

const WEEK = { morning: 2, afternoon: 1 }
const rules = (over: Partial<SlotRules> = {}): SlotRules => ({
  capacity: { mo: WEEK, tu: WEEK, we: WEEK, th: WEEK, fr: WEEK },
  holidays: new Set(),
  blocked: new Set(),
  leadDays: 0,
  ...over,
})
const none = new Map<string, number>()
// A Monday.
const MONDAY = '2026-11-30'

describe('next free slots', () => {
  it('starts the day after today without lead time, morning before afternoon', () => {
    expect(weekdayOf(MONDAY)).toBe('mo')
    expect(nextFreeSlots(rules(), none, MONDAY, 3)).toEqual([
      { day: '2026-12-01', half: 'morning' },
      { day: '2026-12-01', half: 'afternoon' },
      { day: '2026-12-02', half: 'morning' },
    ])
  })

  it('counts the lead time in working days: from a Thursday, 2 days lead to Tuesday', () => {
    expect(firstOfferedDay(rules({ leadDays: 2 }), '2026-12-03')).toBe('2026-12-08')
    expect(nextFreeSlots(rules({ leadDays: 2 }), none, '2026-12-03', 1)).toEqual([{ day: '2026-12-08', half: 'morning' }])
  })

  it('never offers a weekend, even with capacity written for it', () => {
    const slots = nextFreeSlots(rules({ capacity: { fr: WEEK, sa: WEEK, su: WEEK, mo: WEEK } }), none, '2026-12-03', 4)
    expect(slots.map(({ day }) => weekdayOf(day))).toEqual(['fr', 'fr', 'mo', 'mo'])
  })

  it('skips the weekdays the network does not work and half-days without seats', () => {
    const slots = nextFreeSlots(rules({ capacity: { we: { morning: 0, afternoon: 3 } } }), none, MONDAY, 2)
    expect(slots).toEqual([
      { day: '2026-12-02', half: 'afternoon' },
      { day: '2026-12-09', half: 'afternoon' },
    ])
  })

  it('skips the public holidays of the network’s canton', () => {
    const fribourg = cantonHolidays('FR', [2026])
    expect(fribourg.has('2026-12-08')).toBe(true)
    expect(cantonHolidays('VD', [2026]).has('2026-12-08')).toBe(false)
    const slots = nextFreeSlots(rules({ holidays: fribourg, capacity: { tu: WEEK } }), none, MONDAY, 1)
    expect(slots).toEqual([{ day: '2026-12-01', half: 'morning' }])
    expect(nextFreeSlots(rules({ holidays: fribourg, capacity: { tu: WEEK } }), none, '2026-12-02', 1)).toEqual([
      { day: '2026-12-15', half: 'morning' },
    ])
  })

  it('skips blocked days, and they do not count in the lead time', () => {
    const blocked = new Set(['2026-12-01', '2026-12-02'])
    expect(nextFreeSlots(rules({ blocked }), none, MONDAY, 1)).toEqual([{ day: '2026-12-03', half: 'morning' }])
    expect(firstOfferedDay(rules({ blocked, leadDays: 1 }), MONDAY)).toBe('2026-12-04')
  })

  it('skips full half-days', () => {
    const taken = new Map([
      [slotKey({ day: '2026-12-01', half: 'morning' }), 2],
      [slotKey({ day: '2026-12-01', half: 'afternoon' }), 1],
    ])
    expect(nextFreeSlots(rules(), taken, MONDAY, 1)).toEqual([{ day: '2026-12-02', half: 'morning' }])
  })

  it('offers nothing when the network lists no working day', () => {
    expect(nextFreeSlots(rules({ capacity: {} }), none, MONDAY, 4)).toEqual([])
  })
})

describe('a slot the customer chose', () => {
  it('names what is wrong with it', () => {
    const taken = new Map([[slotKey({ day: '2026-12-02', half: 'afternoon' }), 1]])
    const check = (day: string, half: string) => checkSlot(rules({ leadDays: 1 }), taken, MONDAY, { day, half: half as 'morning' })
    expect(check('2026-02-30', 'morning')).toBe('invalid')
    expect(check('2026-12-02', 'evening')).toBe('invalid')
    expect(check('2026-12-01', 'morning')).toBe('tooEarly')
    expect(check('2026-12-05', 'morning')).toBe('closed')
    expect(check('2026-12-02', 'afternoon')).toBe('full')
    expect(check('2026-12-02', 'morning')).toBeNull()
  })
})

describe('the 48 hours before an appointment', () => {
  const slot = { day: '2026-12-03', half: 'morning' } as const
  it('starts at 8:00 Swiss time, summer time included', () => {
    expect(slotStart(slot).toISOString()).toBe('2026-12-03T07:00:00.000Z')
    expect(slotStart({ day: '2026-07-03', half: 'afternoon' }).toISOString()).toBe('2026-07-03T11:00:00.000Z')
  })
  it('lets the customer change it up to 48 h before, not after', () => {
    expect(canChange(slot, new Date('2026-12-01T07:00:00Z'))).toBe(true)
    expect(canChange(slot, new Date('2026-12-01T07:00:01Z'))).toBe(false)
  })
  it('reads today in Switzerland', () => {
    expect(swissToday(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01')
  })
})
