/**
 * For scripts/bench/street-suggestions.ts, as JSON in the file given: the database's size on
 * PostgreSQL and the stored streets (postal code, name, a house number) its visitors type, read by
 * the server's code.
 */
import { writeFileSync } from 'node:fs'

import config from '@payload-config'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { getPayload } from 'payload'

import { readStreetEntries, runStatement } from '../../src/features/address/street-table'
import { holdOpen } from '../hold-open.mjs'

holdOpen('reading the streets', 600_000)

const payload = await getPayload({ config })
const entries = await readStreetEntries(payload)
const [size] = process.env.DATABASE_URL ? await runStatement(payload, sql`select pg_database_size(current_database()) as bytes`) : []
const streets = entries.map((e) => [e.npa, e.street, e.numbers.split(',')[0] || String(e.numberFrom ?? 1)])
writeFileSync(process.argv[2] ?? 'street-facts.json', JSON.stringify({ bytes: size ? Number(size.bytes) : null, streets }))
await payload.destroy()
process.exit(0)
