/**
 * Writes a country-sized building-address extract in the GWR format scripts/import-addresses.ts reads.
 *
 *   node --import tsx scripts/generate-addresses.ts <file.tsv> [--addresses=2000000] [--postcodes=4000] [--seed=38]
 */
import { createWriteStream } from 'node:fs'
import { once } from 'node:events'

import { gwrSample } from './gwr-sample'

function option(name: string, fallback: number): number {
  const value = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
  return value === undefined ? fallback : Number(value)
}

const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'))
if (!file) {
  console.error('usage: node --import tsx scripts/generate-addresses.ts <file.tsv> [--addresses=2000000] [--postcodes=4000] [--seed=38]')
  process.exit(2)
}

const started = Date.now()
const out = createWriteStream(file, 'utf8')
let lines = -1
let chunk: string[] = []
for (const line of gwrSample({
  addresses: option('addresses', 2_000_000),
  postcodes: option('postcodes', 4000),
  seed: option('seed', 38),
})) {
  chunk.push(line)
  lines++
  if (chunk.length === 10_000) {
    if (!out.write(chunk.join('\n') + '\n')) await once(out, 'drain')
    chunk = []
  }
}
out.end(chunk.length > 0 ? chunk.join('\n') + '\n' : '')
await once(out, 'finish')
console.log(`${file}: ${lines} addresses in ${((Date.now() - started) / 1000).toFixed(1)} s`)
