// The origin alone (run by scripts/bench/load.sh before the mixed load): a cached page straight
// from the app against a static server on the same bytes, in one run, for a gzip client and a
// brotli one, then /api/health and /api/ready asked one after the other while the page is loaded.
// The two servers take turns (ROUNDS_ORIGIN rounds each, the order swapped every round), so that
// what else the machine does weighs on both alike. Prints each figure and its ratio to its goal:
// the page ≥ 0.5× the static server, each probe ≤ 100 ms. Exit status 1 when a goal is missed.
//   node scripts/bench/origin.mjs <app origin>
// Env: ORIGIN_PAGES ("a.localhost/ c.localhost/etat-du-reseau-1637"), CONNECTIONS_ORIGIN (20),
// SECONDS_ORIGIN (8 per server and encoding), ROUNDS_ORIGIN (4), STATIC_PORT (the app's port + 9).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer, get } from 'node:http'

import autocannon from 'autocannon'

const PAGE_GOAL = 0.5
const PROBE_GOAL_MS = 100

// The static server: one process that writes the bytes and headers it was given, by Accept-Encoding.
if (process.argv[2] === '--serve') {
  const [given] = await once(process, 'message')
  const variants = given.map(({ encoding, headers, body }) => ({ encoding, headers, body: Buffer.from(body, 'base64') }))
  const server = createServer((request, response) => {
    const accepted = String(request.headers['accept-encoding'] ?? '')
    const variant =
      variants.find(({ encoding }) => encoding && new RegExp(`\\b${encoding}\\b`).test(accepted)) ??
      variants.find(({ encoding }) => !encoding)
    response.writeHead(200, { ...variant.headers, 'content-length': variant.body.length })
    response.end(request.method === 'HEAD' ? undefined : variant.body)
  })
  server.listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('listening'))
  await new Promise(() => {})
}

// A probe: one request after another on one connection, each timed from its own process (the
// load generator's event loop would delay the timing of its replies).
if (process.argv[2] === '--probe') {
  const [, , , url, host, seconds] = process.argv
  const times = []
  const until = Date.now() + Number(seconds) * 1000
  const statuses = new Set()
  while (Date.now() < until) {
    const started = performance.now()
    const response = await fetch(url, { headers: { host } })
    await response.arrayBuffer()
    times.push(performance.now() - started)
    statuses.add(response.status)
  }
  process.send?.({ times, statuses: [...statuses] })
  process.exit(0)
}

const origin = process.argv[2] ?? 'http://127.0.0.1:3400'
const connections = Number(process.env.CONNECTIONS_ORIGIN ?? 20)
const seconds = Number(process.env.SECONDS_ORIGIN ?? 8)
const rounds = Number(process.env.ROUNDS_ORIGIN ?? 4)
const staticPort = Number(process.env.STATIC_PORT ?? Number(new URL(origin).port) + 9)
const pages = (process.env.ORIGIN_PAGES ?? 'a.localhost/ c.localhost/etat-du-reseau-1637').split(/\s+/).filter(Boolean)
const ENCODINGS = [
  { name: 'gzip', accept: 'gzip' },
  { name: 'br', accept: 'br, gzip' },
]
/** Headers of the answer that are the connection's, not the page's. */
const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'])

const port = new URL(origin).port
const hostOf = (page) => `${page.slice(0, page.indexOf('/'))}:${port}`
const pathOf = (page) => page.slice(page.indexOf('/'))

/** The page's bytes as the app sends them to a client that takes `accept` (fetch would decompress them). */
async function variant(page, accept) {
  const request = get(origin + pathOf(page), { headers: { host: hostOf(page), 'accept-encoding': accept } })
  const [response] = await once(request, 'response')
  if (response.statusCode !== 200) throw new Error(`${page} answers ${response.statusCode}`)
  const chunks = []
  for await (const chunk of response) chunks.push(chunk)
  const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !HOP.has(name)))
  return { encoding: response.headers['content-encoding'] ?? '', headers, body: Buffer.concat(chunks) }
}

function child(args) {
  return spawn(process.execPath, [new URL(import.meta.url).pathname, ...args], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
}

function load(url, host, accept, duration = seconds) {
  return autocannon({ url, connections, duration, headers: { host, 'accept-encoding': accept }, timeout: 20 })
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]

/** The two servers in turns: their requests over their time, and the median of their rounds' latencies. */
async function inTurns(targets, host, accept) {
  const runs = targets.map(() => [])
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0]
    for (const index of order) runs[index].push(await load(targets[index], host, accept, seconds / rounds))
  }
  return runs.map((results) => ({
    rate: results.reduce((sum, r) => sum + r.requests.total, 0) / seconds,
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    max: Math.max(...results.map((r) => r.latency.max)),
    failed: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  }))
}

const row = (cells) => console.log(cells.map((cell, i) => String(cell)[i ? 'padStart' : 'padEnd'](i ? 9 : 44)).join(' '))
const failures = []

console.log(`${connections} connections, ${seconds} s each, straight to ${origin} (load average ${(await loadAverage()).join(' ')})`)
row(['', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'failed', 'KB'])
for (const page of pages) {
  // Rendered and cached, then read as each client takes it.
  for (let i = 0; i < 3; i++) await variant(page, 'gzip')
  const variants = []
  for (const { accept } of [...ENCODINGS, { accept: 'identity' }]) variants.push(await variant(page, accept))
  const server = child(['--serve', String(staticPort)])
  server.send(variants.map((v) => ({ ...v, body: v.body.toString('base64') })))
  await once(server, 'message')
  try {
    for (const { name, accept } of ENCODINGS) {
      const size = (variants.find(({ encoding }) => encoding === name)?.body.length ?? 0) / 1024
      const [reference, app] = await inTurns([`http://127.0.0.1:${staticPort}${pathOf(page)}`, origin + pathOf(page)], hostOf(page), accept)
      for (const [label, r] of [
        [`static server, ${page}, ${name}`, reference],
        [`app, ${page}, ${name}`, app],
      ]) {
        row([label, Math.round(r.rate), r.p50, r.p99, r.max, r.failed, size.toFixed(1)])
      }
      const ratio = app.rate / reference.rate
      console.log(`  ${page} ${name}: app ÷ static = ${ratio.toFixed(2)} (goal ≥ ${PAGE_GOAL})`)
      if (ratio < PAGE_GOAL || app.failed > 0) failures.push(`${page} ${name}`)
    }
  } finally {
    server.kill()
  }
}

// The probes while the first page is loaded by brotli clients (the heaviest answer to make).
const [page] = pages
const probes = ['/api/health', '/api/ready'].map((path) => {
  const probe = child(['--probe', origin + path, hostOf(page), String(seconds)])
  return once(probe, 'message').then(([result]) => ({ path, ...result }))
})
const pageLoad = load(origin + pathOf(page), hostOf(page), 'br, gzip')
const [underLoad, results] = await Promise.all([pageLoad, Promise.all(probes)])
console.log(`probes while ${page} is loaded (${Math.round(underLoad.requests.average)} req/s, brotli):`)
for (const { path, times, statuses } of results) {
  const sorted = times.toSorted((a, b) => a - b)
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]
  const max = sorted.at(-1)
  console.log(
    `  ${path}: ${sorted.length} answers (${statuses.join(', ')}), p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, ` +
      `max ${max.toFixed(1)} ms; max ÷ ${PROBE_GOAL_MS} ms goal = ${(max / PROBE_GOAL_MS).toFixed(2)} (goal ≤ 1)`,
  )
  if (max > PROBE_GOAL_MS || statuses.some((status) => status !== 200)) failures.push(path)
}
console.log(failures.length === 0 ? 'origin: every goal met' : `origin: goals missed: ${failures.join(', ')}`)
process.exitCode = failures.length === 0 ? 0 : 1

async function loadAverage() {
  const { loadavg } = await import('node:os')
  return loadavg().map((value) => value.toFixed(1))
}
