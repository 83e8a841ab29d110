import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { findDistributorForNpa, type ContentDistributor } from '@/features/distributors'

import { normaliseHouseNumber } from './street-index'
import { runStatement } from './street-table'

/**
 * Reads the official Swiss building-address data: the federal register of buildings and
 * dwellings (GWR/RegBL) entrance extract of the Federal Statistical Office (EGID, EDID, STRNAME,
 * DEINR, DPLZ4, DPLZNAME, DOFFADR …, tab-separated) and the cantonal/semicolon extracts of the
 * same register (PLZ4, PLZNAME, GDENAME), or swisstopo's official building-address directory
 * (STN_LABEL, ADR_NUMBER, ZIP_LABEL '1700 Fribourg'). One row = one entrance with its house number.
 */

export interface ImportedStreet {
  npa: string
  city: string
  street: string
  numbers: Set<string>
}

const COLUMNS = {
  street: ['STRNAME', 'STN_LABEL'],
  number: ['DEINR', 'ADR_NUMBER'],
  npa: ['DPLZ4', 'PLZ4'],
  city: ['DPLZNAME', 'PLZNAME'],
  zipLabel: ['ZIP_LABEL'],
  municipality: ['GGDENAME', 'GDENAME', 'COM_NAME'],
  official: ['DOFFADR', 'ADR_OFFICIAL'],
} as const

type Column = keyof typeof COLUMNS

function detectDelimiter(header: string): string {
  const counts = ['\t', ';', ','].map((d) => [d, header.split(d).length] as const)
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0]
}

/** Splits one line; fields may be double-quoted with "" for a quote. */
function splitLine(line: string, delimiter: string): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const char = line[i]
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"' && field === '') quoted = true
    else if (char === delimiter) {
      fields.push(field)
      field = ''
    } else field += char
  }
  fields.push(field)
  return fields.map((f) => f.trim())
}

export class AddressAggregator {
  private readonly streets = new Map<string, ImportedStreet>()
  private positions: Partial<Record<Column, number>> = {}
  private delimiter = ';'
  rows = 0
  skipped = 0

  /** The header line: which column holds what. Throws when the file is not an address extract. */
  header(line: string): void {
    this.delimiter = detectDelimiter(line)
    const names = splitLine(line.replace(/^\uFEFF/, ''), this.delimiter).map((n) => n.toUpperCase())
    for (const column of Object.keys(COLUMNS) as Column[]) {
      const index = names.findIndex((name) => (COLUMNS[column] as readonly string[]).includes(name))
      if (index >= 0) this.positions[column] = index
    }
    const { street, number, npa, zipLabel } = this.positions
    if (street === undefined || number === undefined || (npa === undefined && zipLabel === undefined)) {
      throw new Error(
        `not an address extract: needs ${COLUMNS.street.join('/')}, ${COLUMNS.number.join('/')} and ${COLUMNS.npa.join('/')} columns`,
      )
    }
  }

  add(line: string): void {
    if (line.trim() === '') return
    this.rows++
    const fields = splitLine(line, this.delimiter)
    const at = (column: Column) => {
      const index = this.positions[column]
      return index === undefined ? '' : (fields[index] ?? '')
    }
    const zipLabel = /^(\d{4})\s+(.+)$/.exec(at('zipLabel'))
    const npa = at('npa') || zipLabel?.[1] || ''
    const city = at('city') || zipLabel?.[2] || at('municipality')
    const street = at('street').replace(/\s+/g, ' ')
    const number = normaliseHouseNumber(at('number'))
    // DOFFADR 0 / ADR_OFFICIAL false: an address not (yet) official, not one to sell to.
    const official = at('official').toLowerCase()
    if (!/^[1-9]\d{3}$/.test(npa) || !city || !street || official === '0' || official === 'false') {
      this.skipped++
      return
    }
    const key = `${npa}|${street}`
    const entry = this.streets.get(key) ?? { npa, city, street, numbers: new Set<string>() }
    if (number !== '') entry.numbers.add(number)
    this.streets.set(key, entry)
  }

  result(): ImportedStreet[] {
    return [...this.streets.values()]
  }
}

/** House numbers in reading order: 1, 2, 2a, 10 (not 1, 10, 2). */
function sortHouseNumbers(numbers: Iterable<string>): string[] {
  return [...numbers].sort((a, b) => a.localeCompare(b, 'fr', { numeric: true }))
}

export interface ImportReport {
  streets: number
  created: number
  updated: number
  withoutDistributor: number
}

// Rows a statement writes: 500 rows of ten values stay far under SQLite's and PostgreSQL's parameter limits.
const ROWS_PER_STATEMENT = 500

interface StreetRowValues {
  id?: number
  npa: string
  city: string
  street: string
  numbers: string
  distributor: number | null
}

/**
 * One statement for up to 500 streets: new ones are inserted, known ones (by id) get the file's city and
 * numbers and keep a distributor an editor chose. The streets collection has no hooks that
 * Payload's create and update would have run.
 */
async function writeStreets(payload: Payload, rows: readonly StreetRowValues[], known: boolean): Promise<void> {
  if (rows.length === 0) return
  const now = new Date().toISOString()
  const values = sql.join(
    rows.map((row) =>
      known
        ? sql`(${row.id}, ${row.npa}, ${row.city}, ${row.street}, null, null, ${row.numbers}, ${row.distributor}, ${now}, ${now})`
        : sql`(${row.npa}, ${row.city}, ${row.street}, null, null, ${row.numbers}, ${row.distributor}, ${now}, ${now})`,
    ),
    sql`, `,
  )
  const statement = known
    ? sql`insert into streets (id, npa, city, street, number_from, number_to, numbers, distributor_id, updated_at, created_at)
        values ${values}
        on conflict (id) do update set city = excluded.city, number_from = null, number_to = null, numbers = excluded.numbers,
          distributor_id = coalesce(streets.distributor_id, excluded.distributor_id), updated_at = excluded.updated_at`
    : sql`insert into streets (npa, city, street, number_from, number_to, numbers, distributor_id, updated_at, created_at)
        values ${values}`
  await runStatement(payload, statement)
}

/**
 * Upserts streets by postal code and name, a batch at a time (one read per batch). Imported
 * streets carry their exact house numbers; the distributor comes from the postal-code lists (§5).
 */
export async function importStreets(
  payload: Payload,
  streets: readonly ImportedStreet[],
  batchSize = ROWS_PER_STATEMENT,
): Promise<ImportReport> {
  const distributors: ContentDistributor[] = (await payload.find({ collection: 'distributors', pagination: false, depth: 0 })).docs.map(
    (d) => ({
      id: d.id,
      name: d.name,
      email: d.email ?? '',
      website: '',
      address: '',
      npa: '',
      city: '',
      phone: '',
      key: d.key,
      id_ws: '',
      zip_codes: { zip_codes_list: d.zip_codes_list ?? '' },
    }),
  )
  const distributorOf = new Map<string, number | null>()
  const report: ImportReport = { streets: streets.length, created: 0, updated: 0, withoutDistributor: 0 }
  for (let start = 0; start < streets.length; start += batchSize) {
    const batch = streets.slice(start, start + batchSize)
    const existing = await payload.find({
      collection: 'streets',
      where: { npa: { in: [...new Set(batch.map((s) => s.npa))] } },
      pagination: false,
      depth: 0,
      select: { npa: true, street: true },
    })
    const idOf = new Map(existing.docs.map((doc) => [`${doc.npa}|${doc.street}`, doc.id]))
    const created: StreetRowValues[] = []
    const updated: StreetRowValues[] = []
    for (const street of batch) {
      if (!distributorOf.has(street.npa)) distributorOf.set(street.npa, findDistributorForNpa(street.npa, distributors)?.id ?? null)
      const distributor = distributorOf.get(street.npa) ?? null
      if (distributor === null) report.withoutDistributor++
      const row = {
        npa: street.npa,
        city: street.city,
        street: street.street,
        numbers: sortHouseNumbers(street.numbers).join(','),
        distributor,
      }
      const id = idOf.get(`${street.npa}|${street.street}`)
      if (id === undefined) created.push(row)
      else updated.push({ ...row, id })
    }
    // At most ROWS_PER_STATEMENT rows a statement, whatever the batch size.
    for (let at = 0; at < batch.length; at += ROWS_PER_STATEMENT) {
      await writeStreets(payload, created.slice(at, at + ROWS_PER_STATEMENT), false)
      await writeStreets(payload, updated.slice(at, at + ROWS_PER_STATEMENT), true)
    }
    report.created += created.length
    report.updated += updated.length
  }
  return report
}
