/**
 * What a spreadsheet reads as a formula when a CSV is opened: a cell starting with = + - @, or with
 * a tab or carriage return that some strip before looking. Visitors write the inbox's cells (a city
 * of `=HYPERLINK(…)`), so every CSV the site produces passes its rows through `inertRow`.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** The cell as text the spreadsheet shows as is: a leading apostrophe, the usual escape (OWASP). */
export function inertCell(value: unknown): unknown {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}

export function inertRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [column, inertCell(value)]))
}
