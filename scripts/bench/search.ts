/**
 * Search speed: p50/p99 of GET /api/search over N queries (typos, prefixes, accents, two words,
 * no match) on the three sites and their locales, against a running production server, with the
 * ratio to the goal (p99 < 20 ms); then the time to build one index from the database.
 *
 *   BASE_URL=http://127.0.0.1:3000 N=200 DATA_DIR=<the server's data dir> \
 *     node --import tsx --import ./scripts/bench/server-modules.mjs scripts/bench/search.ts
 *
 * Each site and locale is asked once before timing: its index is built on its first query, which
 * is measured apart ("first query"). A health check between queries tells the machine's own
 * latency from the search's. With DATA_DIR, this process also times the index build and the engine
 * alone (same database, the server's own loader and engine).
 */
import { performance } from 'node:perf_hooks'

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const runs = Number(process.env.N ?? 200)
const GOAL_P99_MS = 20

const QUERIES: Record<'fr' | 'de' | 'en', string[]> = {
  fr: [
    'television',
    'télévison',
    'fibre optique',
    'comm',
    'mobile',
    'abonnement',
    'replay',
    'arte',
    'actualités',
    'déménagement',
    'roaming',
    'zzzz',
  ],
  de: ['Fernsehen', 'Fernsehn', 'Glasfaser', 'Kombi', 'Mobile', 'Abo', 'Replay', 'Sender', 'Umzug', 'zzzz'],
  en: ['television', 'televsion', 'fibre', 'combo', 'mobile', 'plan', 'replay', 'channel', 'moving', 'zzzz'],
}
const TARGETS = [
  { site: 1, locale: 'fr' },
  { site: 1, locale: 'de' },
  { site: 1, locale: 'en' },
  { site: 2, locale: 'fr' },
  { site: 2, locale: 'de' },
  { site: 3, locale: 'fr' },
  { site: 3, locale: 'de' },
] as const

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function timed(site: number, locale: string, q: string): Promise<number> {
  const url = `${base}/api/search?${new URLSearchParams({ q, site: String(site), locale, types: 'contents,pages', embed: 'link,section,link.section' })}`
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return ms
}

const firstQueries: number[] = []
for (const { site, locale } of TARGETS) firstQueries.push(await timed(site, locale, QUERIES[locale][0] ?? 'tv'))

async function health(): Promise<number> {
  const started = performance.now()
  await (await fetch(`${base}/api/health`)).arrayBuffer()
  return performance.now() - started
}

const plan = Array.from({ length: runs }, (_, run) => {
  const { site, locale } = TARGETS[run % TARGETS.length]!
  const queries = QUERIES[locale]
  return { site, locale, q: queries[Math.floor(run / TARGETS.length) % queries.length]! }
})
const times: number[] = []
const healthChecks: number[] = []
for (const { site, locale, q } of plan) {
  times.push(await timed(site, locale, q))
  healthChecks.push(await health())
}
times.sort((a, b) => a - b)
healthChecks.sort((a, b) => a - b)
const p50 = percentile(times, 50)
const p99 = percentile(times, 99)

console.log(`GET /api/search, ${runs} queries on ${TARGETS.length} site/locale indexes (${base})`)
console.log(`  p50 ${p50.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   max ${times.at(-1)?.toFixed(1)} ms`)
console.log(`  p99 / goal (${GOAL_P99_MS} ms) = ${(p99 / GOAL_P99_MS).toFixed(2)}${p99 < GOAL_P99_MS ? ' (met)' : ' (NOT met)'}`)
console.log(
  `  health check on the same server: p50 ${percentile(healthChecks, 50).toFixed(1)} ms   p99 ${percentile(healthChecks, 99).toFixed(1)} ms`,
)
console.log(`  first query per index (builds it if the server has not yet): ${firstQueries.map((ms) => ms.toFixed(0)).join(', ')} ms`)

if (process.env.DATA_DIR) {
  const { buildSiteIndex, searchSite } = await import('../../src/features/search/server')
  const { cms } = await import('../../src/cms/client')
  const builds: number[] = []
  const sizes: number[] = []
  for (const { site, locale } of TARGETS) {
    const started = performance.now()
    const index = await buildSiteIndex(site, locale)
    builds.push(performance.now() - started)
    sizes.push(index.documents.size)
  }
  // The first build also opens the database and loads the CMS config.
  const warm = builds.slice(1).sort((a, b) => a - b)
  console.log(
    `index build (read the CMS + index ${Math.min(...sizes)}–${Math.max(...sizes)} documents), per site and locale: first ${builds[0]?.toFixed(0)} ms, then median ${percentile(warm, 50).toFixed(0)} ms, max ${warm.at(-1)?.toFixed(0)} ms`,
  )
  const engine: number[] = []
  for (const { site, locale } of plan) await searchSite({ site, locale, q: 'tv' })
  for (const { site, locale, q } of plan) {
    const started = performance.now()
    await searchSite({ site, locale, q })
    engine.push(performance.now() - started)
  }
  engine.sort((a, b) => a - b)
  console.log(
    `engine alone (in process, same ${runs} queries): p50 ${percentile(engine, 50).toFixed(2)} ms   p99 ${percentile(engine, 99).toFixed(2)} ms`,
  )
  await (await cms()).destroy()
} else {
  console.log('index build: set DATA_DIR to the server’s data directory to time it')
}
process.exit(0)
