// zod/mini: the forms' islands parse with these rules in the browser, on every page with a form.
import * as z from 'zod/mini'

import { formatDate } from '@/lib/formats'
import { visitorText } from '@/lib/text'

import { SUBMISSION_PARTS } from './form-definition'
import { formMessage } from '@/lib/form-message'
import { DEFAULT_PHONE_COUNTRY_CODE, PHONE_COUNTRY_CODES, PHONE_TEXT_MAX, toE164 } from './phone'

/**
 * §5 rules of the form platform, one builder each. A form's schema is made of them and shared by
 * react-hook-form in the browser and the route handler, so every message is a formMessage string
 * (key under forms.validation, plus the values its text shows), translated where it is displayed.
 */

export const FORM_MESSAGES = {
  required: 'forms.validation.required',
  min: 'forms.validation.min',
  max: 'forms.validation.max',
  email: 'forms.validation.email',
  phone: 'forms.validation.phone',
  checked: 'forms.validation.checked',
  date: 'forms.validation.date',
  datePast: 'forms.validation.datePast',
  dateMinDays: 'forms.validation.dateMinDays',
  adult: 'forms.validation.adult',
  confirm: 'forms.validation.confirm',
  range: 'forms.validation.range',
  wholeRange: 'forms.validation.wholeRange',
  rangeMin: 'forms.validation.rangeMin',
  rangeMax: 'forms.validation.rangeMax',
  regex: 'forms.validation.regex',
  lengthMin: 'forms.validation.lengthMin',
  lengthMax: 'forms.validation.lengthMax',
  fileMin: 'forms.validation.fileMin',
  fileMax: 'forms.validation.fileMax',
  fileSize: 'forms.validation.fileSize',
  fileType: 'forms.validation.fileType',
} as const

/** What a date field shows while empty ('jj / mm / aaaa' in French). */
export const DATE_PLACEHOLDER = 'forms.validation.datePlaceholder'

const REQUIRED = FORM_MESSAGES.required

/**
 * The messages of the rules the order funnel shares: its customer form words them with keys of its
 * own (order.validation.*) and gives a too-long text's bound outside the message.
 */
export interface RuleMessages {
  required: string
  max: (length: number) => string
  regex: string
  email: string
  phone: string
  date: string
  adult: string
}

const FORM_RULE_MESSAGES: RuleMessages = {
  required: REQUIRED,
  max: (length) => formMessage(FORM_MESSAGES.max, { length }),
  regex: FORM_MESSAGES.regex,
  email: FORM_MESSAGES.email,
  phone: FORM_MESSAGES.phone,
  date: FORM_MESSAGES.date,
  adult: FORM_MESSAGES.adult,
}

interface Worded {
  /** The form platform's (FORM_MESSAGES) unless told. */
  messages?: RuleMessages
}

/** Every text is bounded, even where the form names no limit: the server stores it. */
/** Letters, marks, spaces and the punctuation of names (Jean-Luc, d’Allèves, St. Martin). */
export const PERSON_NAME_CHARS = /^[\p{L}\p{M} .'’-]*$/u
/** Free text without markup: the answers end up in mails and in the admin. */
export const FREE_TEXT_CHARS = /^[^<>]*$/u

const TEXT_MAX = 255
const EMAIL_MAX = 120
const ADULT_AGE = 18

/** What a visitor typed, made safe (`visitorText`: no control character, no line break in one line) and trimmed. */
const trimmed = ({ required: key }: RuleMessages = FORM_RULE_MESSAGES, lines: 'one' | 'many' = 'one') =>
  z.string({ error: key }).check(
    z.overwrite((value) => visitorText(value, lines)),
    z.trim(),
  )

/** A text that must not be blank. */
export function required({ messages = FORM_RULE_MESSAGES, lines = 'one' }: Worded & { lines?: 'one' | 'many' } = {}) {
  return trimmed(messages, lines).check(z.minLength(1, messages.required))
}

/** One of a form's fixed options (a select, radios); a missing or unknown one reads as not filled in. */
export function choice<const T extends readonly [string, ...string[]]>(options: T, { messages = FORM_RULE_MESSAGES }: Worded = {}) {
  return z.enum(options, { error: messages.required })
}

export interface TextOptions extends Worded {
  /** Like the HTML attribute: without it the text is optional, and '' when left out. */
  required?: boolean
  min?: number
  max?: number
  /** The characters (or format) allowed: a pattern the text must match, anchored (/^…$/) to cover all of it. */
  chars?: RegExp
  /** A message or a remark keeps its lines; any other text is one line. */
  lines?: 'one' | 'many'
}

export function text(options: TextOptions & { required: true }): z.ZodMiniString<string>
export function text(options?: TextOptions & { required?: false }): z.ZodMiniDefault<z.ZodMiniString<string>>
export function text(options?: TextOptions): z.ZodMiniString<string> | z.ZodMiniDefault<z.ZodMiniString<string>>
export function text({
  required: mandatory = false,
  min,
  max = TEXT_MAX,
  chars,
  lines = 'one',
  messages = FORM_RULE_MESSAGES,
}: TextOptions = {}) {
  let schema = mandatory ? required({ messages, lines }) : trimmed(messages, lines)
  // '' is the required rule's business, or allowed.
  if (min !== undefined)
    schema = schema.check(z.refine((value) => value === '' || value.length >= min, formMessage(FORM_MESSAGES.min, { length: min })))
  schema = schema.check(z.maxLength(max, messages.max(max)))
  // search() ignores a g or y flag's lastIndex, which would make test() alternate.
  if (chars) schema = schema.check(z.refine((value) => value === '' || value.search(chars) >= 0, messages.regex))
  return mandatory ? schema : z._default(schema, '')
}

/** A text in a format of the form's own (a customer number, a reference…). */
export function regex(pattern: RegExp, options: Omit<TextOptions, 'chars'> = {}) {
  return text({ ...options, chars: pattern })
}

const EMAIL = z.email()

/** Required unless told otherwise: it is the address the answer goes to. */
export function email({ required: mandatory = true, messages = FORM_RULE_MESSAGES }: { required?: boolean } & Worded = {}) {
  const schema = (mandatory ? required({ messages }) : trimmed(messages)).check(
    z.maxLength(EMAIL_MAX, messages.max(EMAIL_MAX)),
    z.refine((value) => value === '' || EMAIL.safeParse(value).success, messages.email),
  )
  return mandatory ? schema : z._default(schema, '')
}

/**
 * A country code and a number, required unless told otherwise; given back in E.164 ('' when no
 * number was given). A problem is reported on the number, where the visitor types.
 */
export function phone({ required: mandatory = true }: { required?: boolean } = {}) {
  return z.pipe(
    z.object(
      {
        countryCode: z._default(z.enum(PHONE_COUNTRY_CODES, { error: FORM_MESSAGES.phone }), DEFAULT_PHONE_COUNTRY_CODE),
        number: mandatory ? required() : z._default(trimmed(), ''),
      },
      { error: REQUIRED },
    ),
    z.transform(({ countryCode, number }: { countryCode: (typeof PHONE_COUNTRY_CODES)[number]; number: string }, ctx) => {
      if (number === '') return ''
      return toE164(number, countryCode) ?? fail(ctx, FORM_MESSAGES.phone, ['number'])
    }),
  )
}

/** A phone number typed in one text, Swiss unless it says otherwise (the order funnel's field); given back in E.164. */
export function phoneText({ messages = FORM_RULE_MESSAGES }: Worded = {}) {
  return z.pipe(
    required({ messages }).check(z.maxLength(PHONE_TEXT_MAX, messages.max(PHONE_TEXT_MAX))),
    z.transform((value: string, ctx) => toE164(value) ?? fail(ctx, messages.phone)),
  )
}

/** A checkbox that must be ticked (terms, consent). */
export function checked() {
  return z.literal(true, { error: FORM_MESSAGES.checked })
}

// Day, month, year with dots, slashes or dashes, spaces around them allowed: '5.3.2026', '05 / 03 / 2026'.
const DATE_INPUT = /^(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4})$/
// The value of a date input (<input type="date">).
const ISO_DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/
const FIRST_YEAR = 1900

const isoDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10)

/** 'YYYY-MM-DD' of a real calendar day since 1900, or null. */
function calendarDay(year: number, month: number, day: number): string | null {
  if (year < FIRST_YEAR || month < 1 || month > 12 || day < 1) return null
  const iso = isoDay(year, month, day)
  // 30.02 rolls over to March: not a day of the calendar.
  return Number(iso.slice(8, 10)) === day ? iso : null
}

/** 'dd / mm / yyyy' and its variants of a real calendar day → 'YYYY-MM-DD'. */
export function parseDateInput(value: string): string | null {
  const match = DATE_INPUT.exec(value.trim())
  return match ? calendarDay(Number(match[3]), Number(match[2]), Number(match[1])) : null
}

function parseIsoDateInput(value: string): string | null {
  const match = ISO_DATE_INPUT.exec(value)
  return match ? calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) : null
}

const SWISS_TIME_ZONE = 'Europe/Zurich'

/** The calendar day of a moment in a time zone, as 'YYYY-MM-DD'. */
const dayIn = (moment: Date, timeZone: string) => formatDate(moment, 'Y-m-d', timeZone)

/**
 * The calendar day of a moment in Switzerland, as 'YYYY-MM-DD': past midnight in Lausanne it is
 * the next day, whatever the server's or the visitor's clock zone. (§9's date format builds its
 * zoned format on first use: none is built when the forms load.)
 */
export function swissDay(moment: Date): string {
  return dayIn(moment, SWISS_TIME_ZONE)
}

const shift = (iso: string, years: number, days: number) =>
  isoDay(Number(iso.slice(0, 4)) + years, Number(iso.slice(5, 7)), Number(iso.slice(8, 10)) + days)

export interface DateOptions extends Worded {
  /** Default true; an optional date is '' when left empty. */
  required?: boolean
  /** The value of a date input, 'YYYY-MM-DD', rather than a typed 'dd / mm / yyyy'. */
  iso?: boolean
  /** A day after today is no valid date (a birth date). */
  notAfterToday?: boolean
  notBeforeToday?: boolean
  /** The first day allowed is today plus this many days (a move announced 21 days ahead). */
  minDaysFromToday?: number
  /** A birth date of someone 18 or older (on their 18th birthday included). */
  adult?: boolean
  /**
   * The moment the rules count from, read at each parse and taken as its calendar day in
   * Switzerland (swissDay) unless timeZone says otherwise; the clock when left out.
   */
  today?: () => Date
  /** The order funnel counts in UTC for now. */
  timeZone?: string
}

/** A date typed as 'dd / mm / yyyy' (or a date input's value), given back as 'YYYY-MM-DD'. */
export function date({
  required: mandatory = true,
  iso,
  notAfterToday,
  notBeforeToday,
  minDaysFromToday,
  adult,
  today,
  timeZone = SWISS_TIME_ZONE,
  messages = FORM_RULE_MESSAGES,
}: DateOptions = {}) {
  const schema = z.pipe(
    mandatory ? required({ messages }) : trimmed(messages),
    z.transform((value: string, ctx) => {
      if (value === '') return value
      const day = iso ? parseIsoDateInput(value) : parseDateInput(value)
      if (!day) return fail(ctx, messages.date)
      const now = dayIn(today?.() ?? new Date(), timeZone)
      // ISO days compare as text. Born on 29 February: of age on 1 March of a common year.
      if (notAfterToday && day > now) return fail(ctx, messages.date)
      if (adult && shift(day, ADULT_AGE, 0) > now) return fail(ctx, messages.adult)
      if (notBeforeToday && day < now) return fail(ctx, FORM_MESSAGES.datePast)
      if (minDaysFromToday !== undefined && day < shift(now, 0, minDaysFromToday)) {
        return fail(ctx, formMessage(FORM_MESSAGES.dateMinDays, { days: minDaysFromToday }))
      }
      return day
    }),
  )
  return mandatory ? schema : z._default(schema, '')
}

// zod/mini hands a transform the parse payload itself (no addIssue): the issue goes onto its list.
function fail(ctx: z.core.ParsePayload, message: string, path: PropertyKey[] = []): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value, path })
  return z.NEVER
}

/**
 * A repeated field (password and its confirmation): the confirmation must equal the field; the
 * problem is shown on the confirmation.
 */
export function withConfirmation<S extends z.ZodMiniObject>(
  schema: S,
  field: keyof z.output<S> & string,
  confirmation: keyof z.output<S> & string,
) {
  return schema.check(
    z.refine((value: z.output<S>) => value[field] === value[confirmation], {
      message: FORM_MESSAGES.confirm,
      path: [confirmation],
      // Compared as soon as both fields are valid, whatever other fields still lack.
      when: (payload) =>
        payload.issues.every((issue) => {
          const [first] = issue.path ?? []
          return first !== undefined && first !== field && first !== confirmation
        }),
    }),
  )
}

/** `integer`: marks of a scale, where 3.5 is no answer. */
export type RangeBounds = ({ min: number; max?: number } | { min?: number; max: number }) & { integer?: boolean }

// A number as typed or as a choice's value ('4', '-2', '3.5', '3,5').
const NUMBER_INPUT = /^-?\d+(?:[.,]\d+)?$/

/** A number within bounds, given as a number or as the text of a scale answer; output a number. */
export function range(bounds: RangeBounds) {
  const { min, max, integer = false } = bounds
  const key =
    min === undefined
      ? FORM_MESSAGES.rangeMax
      : max === undefined
        ? FORM_MESSAGES.rangeMin
        : integer
          ? FORM_MESSAGES.wholeRange
          : FORM_MESSAGES.range
  const message = formMessage(key, { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) })
  return z.pipe(
    z.union([z.number(), z.string()], { error: REQUIRED }),
    z.transform((value: number | string, ctx) => {
      const input = typeof value === 'string' ? value.trim() : value
      if (input === '') return fail(ctx, REQUIRED)
      const number = typeof input === 'number' ? input : NUMBER_INPUT.test(input) ? Number(input.replace(',', '.')) : Number.NaN
      const outside = (min !== undefined && number < min) || (max !== undefined && number > max)
      if (!Number.isFinite(number) || outside || (integer && !Number.isInteger(number))) return fail(ctx, message)
      return number
    }),
  )
}

/** A list of answers (ticked choices…) with a least and a most number of elements. */
export function list<T extends z.ZodMiniType>(item: T, { min, max }: { min?: number; max?: number } = {}) {
  let schema = z.array(item, { error: REQUIRED })
  if (min !== undefined) schema = schema.check(z.minLength(min, formMessage(FORM_MESSAGES.lengthMin, { count: min })))
  if (max !== undefined) schema = schema.check(z.maxLength(max, formMessage(FORM_MESSAGES.lengthMax, { count: max })))
  return schema
}

/** What the rules read of a file: a browser File has it, so has an upload's description. */
export interface FileMeta {
  name: string
  size: number
  type: string
}

/** §5 and §9: the attachments a form accepts. */
export const ATTACHMENT_RULES = {
  extensions: ['jpg', 'jpeg', 'png', 'pdf', 'doc'],
  maxBytes: 2 * 1024 * 1024,
  maxFiles: 5,
} as const

export interface AttachmentOptions {
  min?: number
  max?: number
  maxBytes?: number
  extensions?: readonly string[]
}

const MEGABYTE = 1024 * 1024

/** The quota as the message shows it: whole megabytes, else kilobytes. */
const quotaOf = (bytes: number) =>
  bytes % MEGABYTE === 0 ? { size: bytes / MEGABYTE, unit: 'MB' } : { size: Math.round(bytes / 1024), unit: 'KB' }

/** 'The file {name} exceeds the {size}{unit} quota'. */
export function fileSizeMessage(name: string, maxBytes: number = ATTACHMENT_RULES.maxBytes): string {
  return formMessage(FORM_MESSAGES.fileSize, { ...quotaOf(maxBytes), name })
}

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name.toLowerCase())?.[1] ?? ''

const isFileMeta = (value: unknown): value is FileMeta =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileMeta).name === 'string' &&
  typeof (value as FileMeta).size === 'number' &&
  typeof (value as FileMeta).type === 'string'

/**
 * Attached files by their metadata (the files themselves are kept: a File stays a File): their
 * number, then each one's extension and size, a problem of a file on that file (path [index]),
 * so each bad file gets its own message. The server checks their content besides.
 */
export function attachments<T extends FileMeta = FileMeta>(options: AttachmentOptions = {}) {
  const {
    min = 0,
    max = ATTACHMENT_RULES.maxFiles,
    maxBytes = ATTACHMENT_RULES.maxBytes,
    extensions = ATTACHMENT_RULES.extensions,
  } = options
  // Anything but file metadata is no answer at all.
  let schema = z.array(z.custom<T>(isFileMeta, { error: REQUIRED }), { error: REQUIRED })
  if (min > 0) schema = schema.check(z.minLength(min, formMessage(FORM_MESSAGES.fileMin, { count: min })))
  return z._default(
    schema.check(
      z.maxLength(max, formMessage(FORM_MESSAGES.fileMax, { count: max })),
      z.superRefine((files: T[], ctx) => {
        files.forEach((file, index) => {
          if (!extensions.includes(extensionOf(file.name)))
            ctx.addIssue({ code: 'custom', path: [index], message: formMessage(FORM_MESSAGES.fileType, { name: file.name }) })
          else if (file.size > maxBytes) ctx.addIssue({ code: 'custom', path: [index], message: fileSizeMessage(file.name, maxBytes) })
        })
      }),
    ),
    [],
  )
}

/**
 * The attachments' problems by field path, as the browser and the server report them: 'files'
 * for their number, 'files.2' for the third file's own (one message each).
 */
export function attachmentProblems(files: readonly FileMeta[], maxFiles: number): Record<string, string> {
  const result = attachments({ max: maxFiles }).safeParse(files)
  const problems: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) problems[[SUBMISSION_PARTS.files, ...issue.path.map(String)].join('.')] ??= issue.message
  return problems
}
