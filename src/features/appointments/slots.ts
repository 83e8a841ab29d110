import type { HalfDay, Weekday } from '@/cms/fields/options'
import { HALF_DAYS, WEEKDAYS } from '@/cms/fields/options'

/** A calendar day in Switzerland, `YYYY-MM-DD`. */
export type Day = string

export interface Slot {
  day: Day
  half: HalfDay
}

/** What a network offers: seats per half-day per weekday, the days it never works, the lead time. */
export interface SlotRules {
  /** Seats per half-day; a weekday missing here is not worked. */
  capacity: Partial<Record<Weekday, Record<HalfDay, number>>>
  /** Public holidays of the network's canton. */
  holidays: ReadonlySet<Day>
  /** Days the network blocked in the CMS. */
  blocked: ReadonlySet<Day>
  /** Working days between today and the first day offered. */
  leadDays: number
}

/** Seats already taken, by `slotKey`. */
export type Taken = ReadonlyMap<string, number>

export const slotKey = ({ day, half }: Slot): string => `${day}|${half}`

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** The day as a UTC midnight, or null when it is no calendar day. */
function utcDate(day: Day): Date | null {
  if (!DAY_PATTERN.test(day)) return null
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : date
}

const isDay = (value: string): boolean => utcDate(value) !== null

export function addDays(day: Day, count: number): Day {
  const date = utcDate(day)
  if (!date) throw new RangeError(`not a day: ${day}`)
  date.setUTCDate(date.getUTCDate() + count)
  return date.toISOString().slice(0, 10)
}

export function weekdayOf(day: Day): Weekday {
  const date = utcDate(day)
  if (!date) throw new RangeError(`not a day: ${day}`)
  // getUTCDay counts from Sunday; WEEKDAYS from Monday.
  return WEEKDAYS[(date.getUTCDay() + 6) % 7] as Weekday
}

const seatsOf = (rules: SlotRules, slot: Slot): number => {
  const weekday = weekdayOf(slot.day)
  if (weekday === 'sa' || weekday === 'su') return 0
  return Math.max(0, rules.capacity[weekday]?.[slot.half] ?? 0)
}

/** Whether the network works that day: a weekday it lists, not a holiday of its canton, not blocked. */
function isWorkingDay(rules: SlotRules, day: Day): boolean {
  if (rules.holidays.has(day) || rules.blocked.has(day)) return false
  return HALF_DAYS.some((half) => seatsOf(rules, { day, half }) > 0)
}

/** The first day offered: `leadDays` of the network's working days after today. */
export function firstOfferedDay(rules: SlotRules, today: Day): Day {
  let day = today
  for (let counted = 0; counted < rules.leadDays;) {
    day = addDays(day, 1)
    if (isWorkingDay(rules, day)) counted++
  }
  return addDays(day, 1)
}

/** How far ahead slots are looked for: a network booked out for longer has none to offer. */
export const HORIZON_DAYS = 120

export type SlotProblem = 'invalid' | 'tooEarly' | 'closed' | 'full'

/** Seats the network has in that half-day, 0 when it does not work then. */
export function capacityOf(rules: SlotRules, slot: Slot): number {
  return isWorkingDay(rules, slot.day) ? seatsOf(rules, slot) : 0
}

/** Whether a customer may book `slot` today; the reason when not. */
export function checkSlot(rules: SlotRules, taken: Taken, today: Day, slot: Slot): SlotProblem | null {
  if (!isDay(slot.day) || !HALF_DAYS.includes(slot.half)) return 'invalid'
  const first = firstOfferedDay(rules, today)
  if (slot.day < first) return 'tooEarly'
  if (slot.day > addDays(first, HORIZON_DAYS)) return 'invalid'
  const capacity = capacityOf(rules, slot)
  if (capacity === 0) return 'closed'
  return (taken.get(slotKey(slot)) ?? 0) >= capacity ? 'full' : null
}

/** The next `count` free half-days from the lead time on, earliest first. */
export function nextFreeSlots(rules: SlotRules, taken: Taken, today: Day, count: number): Slot[] {
  const first = firstOfferedDay(rules, today)
  const slots: Slot[] = []
  for (let offset = 0; offset <= HORIZON_DAYS && slots.length < count; offset++) {
    const day = addDays(first, offset)
    for (const half of HALF_DAYS) {
      if (slots.length < count && checkSlot(rules, taken, today, { day, half }) === null) slots.push({ day, half })
    }
  }
  return slots
}
