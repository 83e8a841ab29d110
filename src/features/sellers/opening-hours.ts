/**
 * A seller's opening hours as a visitor reads them: consecutive days with the same hours share
 * one line ("Monday – Friday: 08:30–12:00, 13:30–18:30"); closed days are left out. Pure.
 */
import { WEEKDAYS, type Weekday } from '@/cms/fields/options'

export type OpeningPeriod = { days: readonly string[]; opens: string; closes: string }
/** One line: its days, and the day's periods earliest first ('08:30–12:00'). */
export type OpeningLine = { days: string; hours: string[] }

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** 2024-01-01 was a Monday: day names come from Intl in the visitor's language. */
function dayName(day: Weekday, locale: string): string {
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)))
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date)
}

function isWeekday(value: string): value is Weekday {
  return (WEEKDAYS as readonly string[]).includes(value)
}

/** The day's periods, earliest first; a period that is not a valid HH:MM span is ignored. */
function hoursOf(day: Weekday, periods: readonly OpeningPeriod[]): string[] {
  return periods
    .filter((period) => period.days.includes(day) && TIME.test(period.opens) && TIME.test(period.closes) && period.opens < period.closes)
    .map((period) => `${period.opens}–${period.closes}`)
    .sort()
    .filter((span, index, spans) => spans.indexOf(span) === index)
}

export function openingLines(periods: readonly OpeningPeriod[], locale: string): OpeningLine[] {
  const groups: { from: Weekday; to: Weekday; hours: string[] }[] = []
  for (const day of WEEKDAYS) {
    const hours = hoursOf(day, periods)
    if (hours.length === 0) continue
    const last = groups.at(-1)
    const sameAsYesterday = last && last.hours.join() === hours.join() && WEEKDAYS.indexOf(last.to) === WEEKDAYS.indexOf(day) - 1
    if (sameAsYesterday) last.to = day
    else groups.push({ from: day, to: day, hours })
  }
  return groups.map(({ from, to, hours }) => {
    const days = from === to ? dayName(from, locale) : `${dayName(from, locale)} – ${dayName(to, locale)}`
    // French day names are lower case; the line starts with a capital in every language.
    return { days: days.charAt(0).toLocaleUpperCase(locale) + days.slice(1), hours }
  })
}

/** Only the weekdays the CMS knows; anything else in the data is dropped. */
export function weekdaysOf(values: readonly unknown[]): Weekday[] {
  return values.filter((value): value is Weekday => typeof value === 'string' && isWeekday(value))
}
