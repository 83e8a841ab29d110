/**
 * Loads the official Swiss building addresses into the street index (streets collection).
 *
 *   node --import tsx scripts/import-addresses.ts <file.csv|.tsv> [--batch=500]
 *
 * Accepts the Federal Statistical Office's GWR/RegBL entrance extract (tab- or semicolon-
 * separated: STRNAME, DEINR, DPLZ4|PLZ4, DPLZNAME|PLZNAME, DOFFADR …) and swisstopo's official
 * building-address directory (STN_LABEL, ADR_NUMBER, ZIP_LABEL). Re-running it is safe: streets
 * are upserted by postal code and name. Running servers pick the new streets up within 5 minutes.
 */
import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'

import config from '@payload-config'
import { getPayload } from 'payload'

import { AddressAggregator, importStreets } from '../src/features/address/address-import'
import { holdOpen } from './hold-open.mjs'

// Held open until the script's own exit.
holdOpen('the address import', 3_600_000)

const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'))
const batch = Number(process.argv.find((arg) => arg.startsWith('--batch='))?.slice(8) ?? 500)
if (!file || !Number.isInteger(batch) || batch < 1) {
  console.error('usage: node --import tsx scripts/import-addresses.ts <file> [--batch=500]')
  process.exit(2)
}

const started = Date.now()
const aggregator = new AddressAggregator()
let first = true
for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
  if (first) aggregator.header(line)
  else aggregator.add(line)
  first = false
}
const streets = aggregator.result()
console.log(`read ${aggregator.rows} address rows (${aggregator.skipped} skipped) → ${streets.length} streets`)

const payload = await getPayload({ config })
const report = await importStreets(payload, streets, batch)
console.log(
  `streets: ${report.created} created, ${report.updated} updated, ${report.withoutDistributor} outside every distributor's postal codes — ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
await payload.destroy()
process.exit(0)
