// The rolling deploy of scripts/bench/rolling-deploy.sh: starts the instances of APP_PORTS behind the
// front, runs a steady load through it (page views, searches, street suggestions, orders, each at
// its own rate), and after BEFORE seconds stops each instance in turn with SIGTERM, waits for its
// exit, starts it again from NEXT_CHECKOUT and waits for its readiness; AFTER seconds later the
// load stops. Every request is counted by phase: before the first signal, during the restarts,
// after. Then every order that answered must be stored once and mailed once (two mails).
//   node --import tsx scripts/bench/rolling-deploy.mjs <front origin>
// Env: APP_PORTS, SMTP_PORT, DATABASE_URL, DATA_DIR, REDIS_URL, WORK (logs), BEFORE, AFTER,
// NEXT_CHECKOUT, and requests per second: PAGE_RATE (40), SEARCH_RATE (4), STREETS_RATE (8), ORDER_RATE (2).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { openSync } from 'node:fs'
import { Agent, request } from 'node:http'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import pg from 'pg'

import { securityCodePool } from '../../tests/support/altcha.ts'
import { mailsPerReference, orderReference, orderRequest } from '../../tests/support/order-request.ts'
import { startSmtpSink } from '../../tests/support/smtp-sink.ts'

const origin = new URL(process.argv[2] ?? 'http://127.0.0.1:8180')
const ports = (process.env.APP_PORTS ?? '3400 3401').split(/\s+/).filter(Boolean).map(Number)
const before = Number(process.env.BEFORE ?? 20) * 1000
const after = Number(process.env.AFTER ?? 10) * 1000
const nextCheckout = path.resolve(process.env.NEXT_CHECKOUT ?? process.cwd())
const smtpPort = Number(process.env.SMTP_PORT ?? 3425)
const work = process.env.WORK ?? '/tmp'
const rate = (name, fallback) => Number(process.env[name] ?? fallback)
const run = `rolling-${Date.now().toString(36)}`

const host = (site) => `${{ 1: 'a', 2: 'b', 3: 'c' }[site]}.localhost:${origin.port}`
const get = (site, path) => () => ({ method: 'GET', path, headers: { host: host(site), 'accept-encoding': 'gzip' } })

let orderNumber = 0
let unsolved = 0
/** Why the site refused an order: the error its action answered. */
const orderRefusal = (body) => /"error":"([^"]+)"/.exec(body ?? '')?.[1] ?? 'no reference'
// Each order carries a solved security code, as the confirm step's browser sends it.
const securityCodes = securityCodePool(origin.origin, host(1))
const CLASSES = [
  {
    name: 'pages',
    rate: rate('PAGE_RATE', 40),
    requests: [
      get(1, '/'),
      get(2, '/'),
      get(3, '/'),
      get(1, '/de'),
      get(1, '/offres-combinees-477'),
      get(1, '/actualites'),
      get(2, '/contact'),
      get(3, '/etat-du-reseau-1637'),
    ],
  },
  { name: 'search', rate: rate('SEARCH_RATE', 4), requests: [get(1, '/api/search?q=fibre'), get(2, '/api/search?q=television')] },
  {
    name: 'street suggestions',
    rate: rate('STREETS_RATE', 8),
    requests: [get(3, '/swisscable?plz=1700&str=rue'), get(1, '/swisscable?plz=1936&str=route')],
  },
  {
    name: 'orders',
    rate: rate('ORDER_RATE', 2),
    requests: [
      () => {
        orderNumber += 1
        const code = securityCodes.take()
        // No solved code ready (the bench's own proof-of-work fell behind): refused, and not the site's failure.
        if (!code) unsolved++
        return {
          method: 'POST',
          path: '/commande',
          order: orderNumber,
          solved: Boolean(code),
          ...orderRequest(host(1), orderNumber, run, code),
        }
      },
    ],
  },
]

// ---- the instances ----------------------------------------------------------------------------

const instances = new Map()

function startInstance(port, cwd) {
  const log = openSync(path.join(work, `app-${port}.log`), 'a')
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_ADDRESS: '127.0.0.1',
      SITE_HOSTS: 'a.localhost=1,b.localhost=2,c.localhost=3',
      // Each order comes from a client address of its own (a CDN hop before the front).
      TRUSTED_PROXIES: '2',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
    detached: true,
    stdio: ['ignore', log, log],
  })
  instances.set(port, child)
  // An instance that ends without being told to (a crash, a signal from elsewhere) is the run's failure.
  child.on('exit', (code, signal) => {
    if (stopping.has(child)) return
    unasked++
    console.log(`instance ${port} (pid ${child.pid}) ended unasked: exit ${code}, signal ${signal}`)
  })
  return child
}

const stopping = new Set()
let unasked = 0
const ended = (child) => child.exitCode !== null || child.signalCode !== null

async function untilReady(port) {
  for (;;) {
    const answer = await send({ method: 'GET', path: '/api/ready', headers: { host: '127.0.0.1' } }, port)
    if (answer.status === 200) return
    if (ended(instances.get(port))) throw new Error(`the instance on ${port} exited while starting (${work}/app-${port}.log)`)
    await sleep(250)
  }
}

function stopAll() {
  for (const child of instances.values()) {
    stopping.add(child)
    if (!ended(child)) process.kill(-child.pid, 'SIGKILL')
  }
}
process.on('exit', stopAll)
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll()
    process.exit(1)
  })

// ---- the load ---------------------------------------------------------------------------------

// With a time-out of its own, the agent honours the front's Keep-Alive hint (Node keeps an idle
// socket for neither otherwise): it never reuses a connection the front is closing, as a browser.
const REQUEST_TIMEOUT_MS = 30_000
const agent = new Agent({ keepAlive: true, maxSockets: 64, timeout: REQUEST_TIMEOUT_MS })

/** One request: its status and body, or the error that ended it (a reset, a refusal, a time-out). */
function send({ method, path, headers, body }, port = Number(origin.port)) {
  return new Promise((resolve) => {
    const call = request({ host: '127.0.0.1', port, method, path, headers, agent, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode, body: text }))
      response.on('error', (error) => resolve({ error: error.code ?? error.message }))
    })
    call.on('timeout', () => call.destroy(Object.assign(new Error('time-out'), { code: 'TIMEOUT' })))
    call.on('error', (error) => resolve({ error: error.code ?? error.message }))
    call.end(body)
  })
}

let phase = 'before'
let loading = true
const results = []
const submitted = new Map()

async function load({ name, rate: perSecond, requests }) {
  const started = performance.now()
  const pending = []
  for (let i = 0; loading; i++) {
    const due = started + (i * 1000) / perSecond
    const wait = due - performance.now()
    if (wait > 0) await sleep(wait)
    if (!loading) break
    const call = requests[i % requests.length]()
    const at = phase
    const sent = performance.now()
    pending.push(
      send(call).then((answer) => {
        // An order sent with a solved code and answered without a reference was refused by the site.
        const refused = call.solved && answer.status === 200 && !orderReference(answer.body) ? orderRefusal(answer.body) : undefined
        results.push({ name, phase: at, ms: performance.now() - sent, status: answer.status, error: answer.error, refused })
        if (call.order) submitted.set(call.order, { answer, reference: orderReference(answer.body) })
      }),
    )
  }
  await Promise.all(pending)
}

// ---- the run ----------------------------------------------------------------------------------

const sink = await startSmtpSink({ port: smtpPort })
// One after the other, as a rolling start: the first checks the migrations, the next finds them applied.
for (const port of ports) {
  startInstance(port, process.cwd())
  await untilReady(port)
}
console.log(`${ports.length} instances ready on ${ports.join(', ')}; load through ${origin.origin} (run ${run})`)

// Each page and lookup once before the clock starts: the figures are of a warm site, not of first renders.
for (const { requests } of CLASSES)
  for (const call of requests.map((make) => make()).filter((call) => call.method === 'GET')) await send(call)

const loads = Promise.all(CLASSES.map(load))
await sleep(before)
phase = 'during'
const exits = []
for (const port of ports) {
  const child = instances.get(port)
  const exited = once(child, 'exit')
  const signalled = performance.now()
  stopping.add(child)
  process.kill(child.pid, 'SIGTERM')
  const [code] = await exited
  const drained = performance.now() - signalled
  startInstance(port, nextCheckout)
  await untilReady(port)
  exits.push(code)
  console.log(
    `instance ${port}: exit ${code} ${Math.round(drained)} ms after SIGTERM, ready again after ${Math.round(performance.now() - signalled)} ms`,
  )
}
phase = 'after'
await sleep(after)
loading = false
await loads

// ---- the report -------------------------------------------------------------------------------

const failed = (r) => r.error !== undefined || r.refused !== undefined || r.status >= 400
const percentile = (values, p) => {
  if (values.length === 0) return 0
  const sorted = values.toSorted((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)])
}
const row = (cells) => console.log(cells.map((cell, i) => String(cell)[i ? 'padStart' : 'padEnd'](i ? 9 : 28)).join(' '))
row(['', 'requests', 'failed', 'reset', 'p50 ms', 'p99 ms', 'max ms'])
for (const { name } of [...CLASSES, { name: 'all' }])
  for (const at of ['before', 'during', 'after']) {
    const rows = results.filter((r) => r.phase === at && (name === 'all' || r.name === name))
    const ms = rows.map((r) => r.ms)
    row([
      `${name} · ${at}`,
      rows.length,
      rows.filter(failed).length,
      rows.filter((r) => r.error).length,
      percentile(ms, 50),
      percentile(ms, 99),
      percentile(ms, 100),
    ])
  }
const failures = results.filter(failed)
const kinds = new Map()
for (const r of failures) {
  const kind = `${r.name} ${r.error ?? (r.refused ? `refused (${r.refused})` : r.status)}`
  kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
}
for (const [kind, count] of kinds) console.log(`failed: ${count} × ${kind}`)

// Orders: every answered order stored once, every order mailed once (its two mails), none doubled.
const answered = [...submitted.values()].filter(({ reference }) => reference)
const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
await client.connect()
const stored = await client.query('select reference, count(*)::int as n from orders where email like $1 group by reference', [`${run}-%`])
await client.end()
const storedCount = new Map(stored.rows.map((r) => [r.reference, r.n]))
const lost = answered.filter(({ reference }) => !storedCount.has(reference)).length
const doubledRows = [...storedCount.values()].filter((n) => n > 1).length
const mailed = () => mailsPerReference(sink.messages)
const deadline = Date.now() + 180_000
while (Date.now() < deadline && [...storedCount.keys()].some((reference) => (mailed().get(reference) ?? 0) < 2)) await sleep(500)
const mails = mailed()
const unmailed = [...storedCount.keys()].filter((reference) => (mails.get(reference) ?? 0) < 2).length
const mailedTwice = [...mails.values()].filter((n) => n > 2).length
console.log(
  `orders: ${submitted.size} sent, ${answered.length} answered with a reference, ${storedCount.size} stored (${lost} answered but not stored, ${doubledRows} stored twice); ` +
    `${sink.messages.length} mails, ${unmailed} orders missing a mail, ${mailedTwice} mailed twice; ` +
    `${unsolved} sent without a solved security code (refused, not counted)`,
)
const all = (at) => results.filter((r) => r.phase === at).map((r) => r.ms)
console.log(
  `p99 before ${percentile(all('before'), 99)} ms, during the restarts ${percentile(all('during'), 99)} ms, after ${percentile(all('after'), 99)} ms; ` +
    `failed or reset requests: ${failures.length} of ${results.length}; exit codes ${exits.join(', ')}; instances ended unasked: ${unasked}`,
)
securityCodes.stop()
await sink.close()
const ok =
  failures.length === 0 &&
  lost === 0 &&
  doubledRows === 0 &&
  unmailed === 0 &&
  mailedTwice === 0 &&
  exits.every((code) => code === 0) &&
  unasked === 0
process.exitCode = ok ? 0 : 1
stopAll()
process.exit()
