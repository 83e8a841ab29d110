import Holidays from 'date-holidays'

import type { Canton } from '@/cms/fields/options'

import type { Day } from './slots'

/**
 * Days off in the canton: the public holidays and the ones the library marks optional (Easter
 * Monday, Whit Monday, St Stephen's Day in some cantons), which most employers give; not mere
 * observances (Mother's Day).
 */
const OFF = new Set(['public', 'bank', 'optional'])

export function cantonHolidays(canton: Canton, years: readonly number[]): Set<Day> {
  const calendar = new Holidays('CH', canton)
  return new Set(
    years.flatMap((year) =>
      calendar
        .getHolidays(year)
        .filter((holiday) => OFF.has(holiday.type))
        .map((holiday) => holiday.date.slice(0, 10)),
    ),
  )
}
