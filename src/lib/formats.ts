/**
 * Display formats of §9: numbers with an apostrophe as thousands separator and a decimal
 * point, prices ending in '.-', dates in `d.m.Y` (Europe/Zurich), truncation with '...'.
 *
 * Every function is total: invalid input gives an empty string instead of throwing, because
 * these run while rendering and one bad CMS value must not take a page down.
 */

const THOUSANDS_SEPARATOR = "'"
const DECIMAL_POINT = '.'
const PRICE_SUFFIX = '.-'
const DEFAULT_DATE_FORMAT = 'd.m.Y'
const DEFAULT_TIME_ZONE = 'Europe/Zurich'
const ELLIPSIS = '...'

/** Decimals are clamped to this range; Intl rejects more than 100 and nobody needs over 20. */
const MAX_DECIMALS = 20

export type NumericInput = number | string | null | undefined

/** A finite number from a number or a numeric string (CMS fields often arrive as strings). */
export function toFiniteNumber(value: NumericInput): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (trimmed === '') return null
  const parsed = Number(trimmed)
  return Number.isFinite(parsed) ? parsed : null
}

function clampDecimals(decimals: number): number {
  if (!Number.isFinite(decimals)) return 0
  return Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(decimals)))
}

const numberFormats = new Map<number, Intl.NumberFormat>()

function numberFormat(decimals: number): Intl.NumberFormat {
  let format = numberFormats.get(decimals)
  if (!format) {
    // en-US gives ',' and '.'; we swap the grouping sign. signDisplay 'negative' avoids '-0.00'.
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
      signDisplay: 'negative',
    })
    numberFormats.set(decimals, format)
  }
  return format
}

/**
 * `formatNumber(1234.5, 2)` → `1'234.50`. Rounds half away from zero on the number's shortest
 * decimal form, so `1.005` → `1.01` (as a reader expects), not `1.00` as `toFixed` would.
 * Non-finite or non-numeric input → ''.
 */
export function formatNumber(value: NumericInput, decimals = 0): string {
  const number = toFiniteNumber(value)
  if (number === null) return ''
  // `${number}` is the spec-defined shortest round-trip form; Intl rounds that decimal
  // string exactly instead of the binary approximation.
  const formatted = numberFormat(clampDecimals(decimals)).formatToParts(`${number}` as const)
  return formatted
    .map((part) => (part.type === 'group' ? THOUSANDS_SEPARATOR : part.type === 'decimal' ? DECIMAL_POINT : part.value))
    .join('')
}

/**
 * Swiss price notation: whole francs as `49.-`, `1'234.-`; anything with centimes as
 * `1'234.50` (two decimals, no suffix, since '.-' stands for ".00").
 * The amount is rounded to centimes first, so `49.999` → `50.-` and `49.001` → `49.-`.
 * Non-finite or non-numeric input → ''.
 */
export function formatPrice(value: NumericInput): string {
  const number = toFiniteNumber(value)
  if (number === null) return ''
  const withCentimes = formatNumber(number, 2)
  if (withCentimes.endsWith(`${DECIMAL_POINT}00`)) {
    return withCentimes.slice(0, -3) + PRICE_SUFFIX
  }
  return withCentimes
}

/**
 * An amount typed the way prices are written here — `49`, `49.-`, `79.90`, `1'234.50`,
 * `CHF 79.90 par mois` — back to a number; null for words without exactly one amount
 * ("sur demande", "dès 49.- ou 59.-").
 */
export function parsePrice(text: string | null | undefined): number | null {
  const amounts = (text ?? '').match(/\d[\d'’]*(?:\.(?:\d{1,2}|[-–]))?/g) ?? []
  if (amounts.length !== 1) return null
  return toFiniteNumber((amounts[0] ?? '').replace(/['’]/g, '').replace(/\.[-–]$/, ''))
}

export type DateInput = Date | string | number | null | undefined

function toValidDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' && value.trim() === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

interface DateParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
    dateTimeFormats.set(timeZone, format)
  }
  return format
}

function zonedParts(date: Date, timeZone: string): DateParts {
  const parts: DateParts = { year: 0, month: 0, day: 0, hour: 0, minute: 0 }
  for (const part of dateTimeFormat(timeZone).formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof DateParts] = Number(part.value)
  }
  return parts
}

const pad2 = (n: number): string => String(n).padStart(2, '0')

/**
 * PHP-like date format (the CMS heritage of §9's `d.m.Y`), in Europe/Zurich by default.
 * Tokens: d (day, 2 digits), j (day), m (month, 2 digits), n (month), Y (year, 4 digits),
 * y (year, 2 digits), H (hour 00–23), i (minutes, 2 digits). A backslash prints the next
 * character literally (`\\h`); every other character is copied as is.
 * Invalid dates → ''; an unknown time zone throws a RangeError (a programming error).
 */
export function formatDate(value: DateInput, format: string = DEFAULT_DATE_FORMAT, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = toValidDate(value)
  if (!date) return ''
  const p = zonedParts(date, timeZone)
  let out = ''
  for (let i = 0; i < format.length; i++) {
    const char = format.charAt(i)
    switch (char) {
      case 'd':
        out += pad2(p.day)
        break
      case 'j':
        out += String(p.day)
        break
      case 'm':
        out += pad2(p.month)
        break
      case 'n':
        out += String(p.month)
        break
      case 'Y':
        out += String(p.year).padStart(4, '0')
        break
      case 'y':
        out += pad2(p.year % 100)
        break
      case 'H':
        out += pad2(p.hour)
        break
      case 'i':
        out += pad2(p.minute)
        break
      case '\\':
        i++
        out += format.charAt(i)
        break
      default:
        out += char
    }
  }
  return out
}

export interface TruncateOptions {
  /** Cut at the last whitespace inside the limit instead of inside a word. */
  wordAware?: boolean
  ellipsis?: string
}

/**
 * Keeps at most `length` characters of `text` and appends '...' when something was cut; the
 * ellipsis is not counted in `length`. Trailing whitespace before the ellipsis is dropped.
 * Counts code points, so an emoji is never split in half. A word-aware cut falls back to a hard
 * cut when the first word alone is longer than the limit.
 * Null/undefined text → ''; a non-finite length means "no limit"; a negative one counts as 0.
 */
export function truncate(text: string | null | undefined, length: number, options: TruncateOptions = {}): string {
  if (text === null || text === undefined) return ''
  if (!Number.isFinite(length)) return text
  const limit = Math.max(0, Math.trunc(length))
  const chars = Array.from(text)
  if (chars.length <= limit) return text
  let kept = chars.slice(0, limit).join('')
  if (options.wordAware && !/\s/u.test(chars[limit] ?? '')) {
    const lastSpace = kept.search(/\s\S*$/u)
    if (lastSpace > 0) kept = kept.slice(0, lastSpace)
  }
  return kept.trimEnd() + (options.ellipsis ?? ELLIPSIS)
}

const KILOBYTE = 1024
const MEGABYTE = 1024 * KILOBYTE

/**
 * A file's size as its reader writes it: kilobytes below a megabyte, else megabytes with one
 * decimal at most, the number in §9's notation and the unit in the page's language (`12 ko`, `2.5 Mo` in
 * French; `12 kB`, `2.5 MB` in German and English). At least 1: a file is never '0 ko'.
 */
export function formatFileSize(bytes: number, locale: string): string {
  const large = bytes >= MEGABYTE
  const size = large ? Math.round((bytes / MEGABYTE) * 10) / 10 : Math.max(1, Math.round(bytes / KILOBYTE))
  const parts = new Intl.NumberFormat(locale, { style: 'unit', unit: large ? 'megabyte' : 'kilobyte' }).formatToParts(size)
  const unit = parts.find((part) => part.type === 'unit')?.value ?? ''
  return `${formatNumber(size, Number.isInteger(size) ? 0 : 1)} ${unit}`
}

/** `tel:` in international form: "027 721 60 00" → "tel:+41277216000" (Swiss national numbers). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`
  if (digits.startsWith('0')) return `tel:+41${digits.slice(1)}`
  return `tel:${digits}`
}
