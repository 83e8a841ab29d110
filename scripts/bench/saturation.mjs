// One instance's saturation through the front (run by scripts/bench/saturation.sh): the page mix of
// the rolling deploy (pages, searches, street suggestions; no orders) sent open-loop at rising
// rates, each rate to the front before the instance and to the same front before a bare Node
// server that answers the instance's own bytes for each request (the reference: what the front,
// the load generator and the host give). The two take turns at each rate, the order swapped every
// rate, so that what else the host does weighs on both alike. Times are counted from when each
// request was due, so a generator that falls behind shows as latency on both. Prints each rate's
// p50, p99, failures and the host's load, then the highest rate each served with p99 under BOUND_MS.
//   node scripts/bench/saturation.mjs <front before the instance> <front before the reference> <reference port>
// Env: RATES ("50 100 200 400 800 1600 3200" requests per second), STEP_SECONDS (10), BOUND_MS (500).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer, Agent, request } from 'node:http'
import { loadavg } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'

// The reference: each request's bytes and headers as the instance answered them, by host and path.
if (process.argv[2] === '--serve') {
  const [given] = await once(process, 'message')
  const answers = new Map(given.map(({ key, headers, body }) => [key, { headers, body: Buffer.from(body, 'base64') }]))
  const server = createServer((req, response) => {
    const answer = answers.get(`${String(req.headers.host).split(':')[0]}${req.url}`)
    if (!answer) return response.writeHead(404).end()
    response.writeHead(200, { ...answer.headers, 'content-length': answer.body.length })
    response.end(answer.body)
  })
  server.listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('listening'))
  await new Promise(() => {})
}

const [instanceFront, referenceFront, referencePort] = process.argv.slice(2)
const rates = (process.env.RATES ?? '50 100 200 400 800 1600 3200').split(/\s+/).filter(Boolean).map(Number)
const stepMs = Number(process.env.STEP_SECONDS ?? 10) * 1000
const boundMs = Number(process.env.BOUND_MS ?? 500)

// The rolling deploy's GET classes in its proportions: 40 page views, 4 searches, 8 street lookups.
const PAGES = ['a/', 'b/', 'c/', 'a/de', 'a/offres-combinees-477', 'a/actualites', 'b/contact', 'c/etat-du-reseau-1637']
const MIX = [
  ...Array.from({ length: 5 }, () => PAGES).flat(),
  ...['a/api/search?q=fibre', 'b/api/search?q=television'].flatMap((path) => [path, path]),
  ...['c/swisscable?plz=1700&str=rue', 'a/swisscable?plz=1936&str=route'].flatMap((path) => [path, path, path, path]),
].map((entry) => ({ host: `${entry[0]}.localhost`, path: entry.slice(1) }))

const agent = new Agent({ keepAlive: true, maxSockets: 512 })
const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'])

/** One request: its status, body and headers, or the error that ended it. */
function send(origin, { host, path }) {
  const { port } = new URL(origin)
  return new Promise((resolve) => {
    const call = request(
      { host: '127.0.0.1', port, path, agent, timeout: 10_000, headers: { host: `${host}:${port}`, 'accept-encoding': 'gzip' } },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }))
        response.on('error', (error) => resolve({ error: error.code ?? error.message }))
      },
    )
    call.on('timeout', () => call.destroy(Object.assign(new Error('time-out'), { code: 'TIMEOUT' })))
    call.on('error', (error) => resolve({ error: error.code ?? error.message }))
    call.end()
  })
}

// The instance's answers, through its front, for the reference to repeat.
const recorded = []
for (const entry of new Set(MIX.map(({ host, path }) => `${host}${path}`))) {
  const split = entry.indexOf('/')
  const answer = await send(instanceFront, { host: entry.slice(0, split), path: entry.slice(split) })
  if (answer.status !== 200) throw new Error(`${entry} answers ${answer.status ?? answer.error}`)
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP.has(name) && !name.startsWith('x-cache')))
  recorded.push({ key: entry, headers, body: answer.body.toString('base64') })
}
const reference = spawn(process.execPath, [import.meta.filename, '--serve', referencePort], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
})
process.on('exit', () => reference.kill())
reference.send(recorded)
await once(reference, 'message')

const percentile = (sorted, p) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]) : 0)

/** `rate` requests per second of the mix for one step, open-loop; each time counted from when it was due. */
async function step(origin, rate) {
  const started = performance.now()
  const times = []
  let failed = 0
  const pending = []
  for (let i = 0; ; i++) {
    const due = started + (i * 1000) / rate
    if (due - started >= stepMs) break
    const wait = due - performance.now()
    if (wait > 0) await sleep(wait)
    pending.push(
      send(origin, MIX[i % MIX.length]).then((answer) => {
        if (answer.error || answer.status !== 200) failed++
        times.push(performance.now() - due)
      }),
    )
  }
  await Promise.all(pending)
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), failed, served: times.length }
}

const targets = [
  { name: 'instance', origin: instanceFront, best: 0, done: false },
  { name: 'bare Node', origin: referenceFront, best: 0, done: false },
]
// Each answer once before the clock starts: the figures are of a warm front and site.
for (const { origin } of targets) for (const entry of MIX) await send(origin, entry)

const cell = (text, width) => String(text).padStart(width)
console.log(`page mix through the front, ${stepMs / 1000} s per rate, bound p99 ≤ ${boundMs} ms`)
console.log(
  `${cell('req/s', 6)} ${cell('target', 10)} ${cell('served', 7)} ${cell('failed', 7)} ${cell('p50 ms', 7)} ${cell('p99 ms', 7)}  load`,
)
for (const [index, rate] of rates.entries()) {
  const turn = index % 2 ? targets.toReversed() : targets
  for (const target of turn.filter(({ done }) => !done)) {
    const figures = await step(target.origin, rate)
    const within = figures.failed === 0 && figures.p99 <= boundMs
    if (within) target.best = rate
    else target.done = true
    console.log(
      `${cell(rate, 6)} ${cell(target.name, 10)} ${cell(figures.served, 7)} ${cell(figures.failed, 7)} ${cell(figures.p50, 7)} ${cell(figures.p99, 7)}  ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    )
    await sleep(1000)
  }
  if (targets.every(({ done }) => done)) break
}
for (const { name, best, done } of targets)
  console.log(`${name}: ${best} requests per second with p99 ≤ ${boundMs} ms${done ? '' : ' (the highest rate tried)'}`)
process.exit(0)
