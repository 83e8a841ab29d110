import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type { StreetEntry } from './street-index'

/**
 * The streets table a whole country at a time, in SQL both database adapters run: Payload's local
 * API works one document at a time with the cost of each (reading 170,000 streets through it took
 * 50 s and 1 GB, creating them twenty minutes).
 */
export async function runStatement(payload: Payload, statement: SQL): Promise<Record<string, unknown>[]> {
  const db = payload.db as unknown as {
    drizzle: unknown
    execute: (args: { drizzle: unknown; sql: SQL }) => Promise<{ rows?: unknown[] }>
  }
  const result = await db.execute({ drizzle: db.drizzle, sql: statement })
  return (result.rows ?? []) as Record<string, unknown>[]
}

// PostgreSQL gives numeric columns as text and timestamps as dates; SQLite numbers and text.
const numberOrNull = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value))
const text = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value ?? ''))

// Streets read at a time: a country's rows at once would leave the server's heap hundreds of MB larger.
const ROWS_PER_READ = 10_000

/** Every stored street as an index entry; a postal code's name and city are one string for all its streets. */
export async function readStreetEntries(payload: Payload): Promise<StreetEntry[]> {
  const shared = new Map<string, string>()
  const once = (value: unknown): string => {
    const read = text(value)
    const known = shared.get(read)
    if (known !== undefined) return known
    shared.set(read, read)
    return read
  }
  const entries: StreetEntry[] = []
  for (let after = 0; ;) {
    const rows = await runStatement(
      payload,
      sql`select id, npa, city, street, number_from, number_to, numbers, distributor_id from streets where id > ${after} order by id limit ${ROWS_PER_READ}`,
    )
    for (const row of rows) {
      entries.push({
        npa: once(row.npa),
        city: once(row.city),
        street: text(row.street),
        numberFrom: numberOrNull(row.number_from),
        numberTo: numberOrNull(row.number_to),
        numbers: text(row.numbers),
        distributorId: numberOrNull(row.distributor_id),
      })
    }
    if (rows.length < ROWS_PER_READ) return entries
    after = Number(rows.at(-1)?.id)
  }
}

/** Changes whenever a street is created, edited or deleted: what decides whether the index is rebuilt. */
export async function streetsVersion(payload: Payload): Promise<string> {
  const [row] = await runStatement(payload, sql`select count(*) as streets, max(updated_at) as latest from streets`)
  return `${text(row?.streets)}|${text(row?.latest)}`
}
