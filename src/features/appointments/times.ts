import type { HalfDay } from '@/cms/fields/options'
import { formatDate } from '@/lib/formats'

import type { Day, Slot } from './slots'

const ZONE = 'Europe/Zurich'

/** When a technician comes in each half-day, Swiss time. */
const HALF_DAY_HOURS: Record<HalfDay, { from: number; to: number }> = {
  morning: { from: 8, to: 12 },
  afternoon: { from: 13, to: 17 },
}

/** The day as the customer reads it: weekday, day, month and year in their language. */
export function formatSlotDay(day: Day, locale: string): string {
  return new Intl.DateTimeFormat(`${locale}-CH`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}

/** The hours of a half-day, `8:00–12:00`. */
export const formatHalfDayHours = (half: HalfDay): string => `${HALF_DAY_HOURS[half].from}:00–${HALF_DAY_HOURS[half].to}:00`

/** Today's date in Switzerland. */
export const swissToday = (now: Date): Day => formatDate(now, 'Y-m-d', ZONE)

/** The instant of `hour`:00 Swiss time on `day` (summer time included). */
function swissInstant(day: Day, hour: number): Date {
  const asUtc = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`)
  const offset = new Intl.DateTimeFormat('en', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(asUtc)
    .find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? '')
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0
  return new Date(asUtc.getTime() - minutes * 60_000)
}

export function slotStart(slot: Slot): Date {
  return swissInstant(slot.day, HALF_DAY_HOURS[slot.half].from)
}

export function slotEnd(slot: Slot): Date {
  return swissInstant(slot.day, HALF_DAY_HOURS[slot.half].to)
}

/** The customer moves or cancels up to this long before the technician comes; later, the network plans its round. */
const CHANGE_NOTICE_MS = 48 * 60 * 60 * 1000

export function canChange(slot: Slot, now: Date): boolean {
  return slotStart(slot).getTime() - now.getTime() >= CHANGE_NOTICE_MS
}
