/**
 * Street-suggestion latency over the whole seeded (or imported) street index.
 *
 *   node --import tsx scripts/bench/street-suggestions.ts
 *
 * For every street: a 3-letter prefix, a 6-letter prefix, a word from the middle, the name with a
 * swapped pair of letters and the full name in capitals without accents. Prints p50/p99 of the
 * in-memory lookup (what /swisscable?plz=&str= spends beyond HTTP) and the index build time.
 */
import { performance } from 'node:perf_hooks'

import config from '@payload-config'
import { getPayload } from 'payload'

import { StreetIndex, streetEntryOf, type StreetEntry } from '../../src/features/address'

function typo(text: string): string {
  const at = Math.min(3, text.length - 2)
  return at < 1 ? text : `${text.slice(0, at)}${text[at + 1]}${text[at]}${text.slice(at + 2)}`
}

function queriesFor(street: string): string[] {
  const words = street.split(' ')
  const plain = street
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
  return [street.slice(0, 3), street.slice(0, 6), words[words.length - 1] ?? street, typo(street.slice(0, 8)), plain]
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

const payload = await getPayload({ config })
const { docs } = await payload.find({ collection: 'streets', pagination: false, depth: 0 })
const entries: StreetEntry[] = docs.map(streetEntryOf)
await payload.destroy()

let started = performance.now()
const index = new StreetIndex(entries)
const buildMs = performance.now() - started

// Warm-up, so the JIT is not what is measured.
for (const entry of entries.slice(0, 200)) index.suggest(entry.npa, entry.street.slice(0, 4))

const timings: number[] = []
let empty = 0
for (const entry of entries) {
  for (const query of queriesFor(entry.street)) {
    started = performance.now()
    const found = index.suggest(entry.npa, query)
    timings.push(performance.now() - started)
    if (found.length === 0) empty++
  }
}
timings.sort((a, b) => a - b)
const format = (ms: number) => `${(ms * 1000).toFixed(1)} µs`
console.log(`street index: ${entries.length} streets in ${index.postcodes().length} postal codes, built in ${buildMs.toFixed(1)} ms`)
console.log(
  `${timings.length} suggestion queries: p50 ${format(percentile(timings, 50))}, p99 ${format(percentile(timings, 99))}, max ${format(timings.at(-1) ?? 0)}`,
)
console.log(`queries without any suggestion: ${empty}`)
process.exit(0)
