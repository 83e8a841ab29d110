/**
 * Street suggestions at the country's scale, through a production server (builds when there is no build):
 *
 *   npx node --import tsx scripts/bench/street-suggestions.ts       (the project's Node, as npm start runs it)
 *   DATABASE_URL=postgres://… npx node --import tsx scripts/bench/street-suggestions.ts
 *
 * Prepares a database (a fresh SQLite data folder, or the PostgreSQL of DATABASE_URL: a database of
 * its own, where a second run times a re-import), generates the GWR extract (FILE to reuse one),
 * times its import and weighs the database, starts the server and reads its memory, times the first
 * lookup (the index build), then CLIENTS visitors type street names at once for DURATION seconds the
 * way the address step asks: the postal code's streets, one request per keystroke THINK_MS apart
 * (some without accents, some with two letters swapped), then the street with a house number.
 * Env: ADDRESSES (2000000, 0 keeps the demo streets), POSTCODES (4000), CLIENTS (50), DURATION (30),
 * THINK_MS (100; 0 asks back to back), PORT (3500), TRACE_GC (a file: the server's garbage
 * collections and their pauses, V8's --trace-gc).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs'
import { Agent, get } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'

import { foldText } from '../../src/lib/text'
import { holdOpen } from '../hold-open.mjs'

holdOpen('the street-suggestion bench', 3_600_000)

const addresses = Number(process.env.ADDRESSES ?? 2_000_000)
const postcodes = Number(process.env.POSTCODES ?? 4000)
const clients = Number(process.env.CLIENTS ?? 50)
const durationMs = Number(process.env.DURATION ?? 30) * 1000
const thinkMs = Number(process.env.THINK_MS ?? 100)
const port = Number(process.env.PORT ?? 3500)
const GOALS = { importS: 300, p99Ms: 10, rssGrowthMb: 300 }

const work = mkdtempSync(path.join(tmpdir(), 'street-bench-'))
let server: ChildProcess | null = null
process.on('exit', () => {
  server?.kill('SIGTERM')
  rmSync(work, { recursive: true, force: true })
})
const env = { ...process.env, DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1' }
const rows: [string, string][] = []
const line = (label: string, value: string) => rows.push([label, value])
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')

/** Runs a script of this repository to its end; its output, or the exit with it. */
function run(args: string[]): string {
  const result = spawnSync(process.execPath, args, { env, encoding: 'utf8', maxBuffer: 256e6 })
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr)
    process.exit(1)
  }
  return result.stdout
}

function timedRun(args: string[]): { output: string; ms: number } {
  const started = performance.now()
  const output = run(args)
  return { output, ms: performance.now() - started }
}

if (!existsSync('.next/BUILD_ID')) spawnSync('npx', ['next', 'build'], { env, stdio: 'inherit' })

line('load average at start', load())
run(['--import', 'tsx', 'scripts/prepare.ts'])
const file = process.env.FILE ?? path.join(work, 'addresses.tsv')
if (addresses > 0) {
  if (!process.env.FILE) {
    const generated = timedRun([
      '--import',
      'tsx',
      'scripts/generate-addresses.ts',
      file,
      `--addresses=${addresses}`,
      `--postcodes=${postcodes}`,
    ])
    line(
      'generated extract',
      `${addresses.toLocaleString('en')} addresses, ${postcodes} postal codes, ${mb(statSync(file).size)} in ${seconds(generated.ms)}`,
    )
  }
  const imported = timedRun(['--import', 'tsx', 'scripts/import-addresses.ts', file])
  const report = /streets: (\d+) created, (\d+) updated/.exec(imported.output)
  line(
    'import',
    `${seconds(imported.ms)} (${report?.[1] ?? '?'} streets created, ${report?.[2] ?? '?'} updated; goal ≤ ${GOALS.importS} s)`,
  )
}

const factsFile = path.join(work, 'streets.json')
run(['--import', 'tsx', 'scripts/bench/street-facts.ts', factsFile])
const facts = JSON.parse(readFileSync(factsFile, 'utf8')) as {
  bytes: number | null
  streets: [npa: string, street: string, number: string][]
}
const sqliteBytes = ['site.db', 'site.db-wal']
  .map((name) => path.join(env.DATA_DIR, name))
  .filter((name) => existsSync(name))
  .reduce((sum, name) => sum + statSync(name).size, 0)
line(
  'database size',
  `${mb(facts.bytes ?? sqliteBytes)} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}), ${facts.streets.length} streets`,
)

const traceGc = process.env.TRACE_GC
server = spawn(process.execPath, [...(traceGc ? ['--trace-gc'] : []), 'scripts/start.mjs'], {
  env: { ...env, PORT: String(port), BIND_ADDRESS: '127.0.0.1' },
  stdio: ['ignore', traceGc ? openSync(traceGc, 'w') : 'ignore', 'inherit'],
})

const agent = new Agent({ keepAlive: true, maxSockets: clients })
function request(pathAndQuery: string, to = port): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: to, path: pathAndQuery, agent }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    }).on('error', reject)
  })
}

function rss(kind: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${server?.pid}/status`, 'utf8')
  return Number(new RegExp(`${kind}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024
}

for (let ready = false; !ready;) {
  await new Promise((resolve) => setTimeout(resolve, 1000))
  ready = await request('/api/health').then(
    (answer) => answer.status === 200,
    () => false,
  )
}
// The route's code loaded (a refused postal code), the index not yet built.
await request('/swisscable?plz=abc')
const rssBefore = rss('VmRSS')
const [firstNpa] = facts.streets[0] ?? ['1700']
const started = performance.now()
await request(`/swisscable?plz=${firstNpa}`)
line('first lookup (index build)', seconds(performance.now() - started))

const swap = (text: string) => (text.length < 6 ? text : `${text.slice(0, 3)}${text[4]}${text[3]}${text.slice(5)}`)
// As typed without accents or capitals: the index's own folding.
const spellings = [(text: string) => text, foldText, (text: string) => swap(foldText(text))]

interface Run {
  latencies: number[]
  /** What failed, by status or socket error: a count alone does not say whose fault it was. */
  failures: Map<string, number>
  notFound: number
  elapsed: number
}

/** CLIENTS visitors typing for DURATION seconds against the server on `to`. */
async function typing(to: number): Promise<Run> {
  const run: Run = { latencies: [], failures: new Map(), notFound: 0, elapsed: 0 }
  const deadline = performance.now() + durationMs
  async function ask(pathAndQuery: string): Promise<void> {
    const at = performance.now()
    const answer = await request(pathAndQuery, to).catch((error: NodeJS.ErrnoException) => ({
      status: error.code ?? error.message,
      body: '',
    }))
    run.latencies.push(performance.now() - at)
    if (answer.status !== 200) run.failures.set(String(answer.status), (run.failures.get(String(answer.status)) ?? 0) + 1)
    else if (answer.body.includes('not_found')) run.notFound++
    if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs))
  }

  /** One visitor after another on this connection: a postal code, a street typed letter by letter, a house number. */
  async function visitor(seed: number): Promise<void> {
    const rng = xoroshiro128plus(seed)
    while (performance.now() < deadline) {
      const [npa, street, number] = facts.streets[uniformInt(rng, 0, facts.streets.length - 1)] ?? ['1700', 'Rue', '1']
      const typed = spellings[uniformInt(rng, 0, spellings.length - 1)]?.(street) ?? street
      await ask(`/swisscable?plz=${npa}`)
      for (let length = 3; length <= Math.min(typed.length, 14) && performance.now() < deadline; length++) {
        await ask(`/swisscable?${new URLSearchParams({ plz: npa, str: typed.slice(0, length) })}`)
      }
      await ask(`/swisscable?${new URLSearchParams({ plz: npa, str: street, hnr: number })}`)
    }
  }

  const at = performance.now()
  await Promise.all(Array.from({ length: clients }, (_, i) => visitor(i + 1)))
  run.elapsed = performance.now() - at
  run.latencies.sort((a, b) => a - b)
  return run
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const latency = ({ latencies }: Run) =>
  `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))} (goal ≤ ${GOALS.p99Ms} ms), max ${ms(latencies.at(-1) ?? 0)}`

const site = await typing(port)
const rssAfter = rss('VmRSS')
const failed = [...site.failures.values()].reduce((sum, n) => sum + n, 0)
const why = site.failures.size > 0 ? ` (${[...site.failures].map(([reason, n]) => `${reason} × ${n}`).join(', ')})` : ''
line(
  'lookups',
  `${site.latencies.length} in ${seconds(site.elapsed)} (${Math.round(site.latencies.length / (site.elapsed / 1000))}/s) from ${clients} clients, ${thinkMs} ms between keystrokes; ${failed} failed${why}, ${site.notFound} not_found`,
)
line('latency', latency(site))
line(
  'server RSS',
  `before ${mb(rssBefore)}, after ${mb(rssAfter)}: growth ${mb(rssAfter - rssBefore)} (goal ≤ ${GOALS.rssGrowthMb} MB), peak ${mb(rss('VmHWM'))}`,
)
server?.kill('SIGTERM')
server = null

// The same clients against a bare Node server answering one fixed line: what this machine allows
// while it runs (a shared machine's other work lengthens every answer, the site's or not).
const bare = spawn(
  process.execPath,
  ['-e', `require('node:http').createServer((q, r) => r.end('<swisscable/>')).listen(${port + 1}, '127.0.0.1')`],
  { stdio: 'ignore' },
)
process.on('exit', () => bare.kill('SIGTERM'))
await new Promise((resolve) => setTimeout(resolve, 1000))
line('latency of a bare server', latency(await typing(port + 1)))
line('load average at end', load())

const width = Math.max(...rows.map(([label]) => label.length))
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`)
process.exit(0)
