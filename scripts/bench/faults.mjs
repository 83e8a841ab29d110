// Faults of issue 18 against a running server (scripts/bench/faults.sh starts it):
//  1. the cable lookup and fibre upstreams accept the connection and never answer: each call
//     answers within the upstream time-out (the embedded data, or a 502 the pages turn into their
//     localised fallback), and the server stays responsive meanwhile;
//  2. SMTP is down while ORDERS orders come in: every order is stored and answered, its mails wait
//     in the outbox; when SMTP comes back, all of them leave, each once;
//  3. with PostgreSQL (DATABASE_URL), the database restarts in the middle of a stream of orders:
//     the server recovers without a restart and every order it confirmed is stored.
//   node --import tsx scripts/bench/faults.mjs <origin>    Env: SMTP_PORT, BLACKHOLE_PORT, ORDERS (500)
import { execFileSync } from 'node:child_process'
import { createServer } from 'node:net'

import { mailsPerReference, orderReference, orderRequest } from '../../tests/support/order-request.ts'
import { startSmtpSink } from '../../tests/support/smtp-sink.ts'

const origin = process.argv[2] ?? 'http://127.0.0.1:3400'
const host = `a.localhost:${new URL(origin).port}`
const ORDERS = Number(process.env.ORDERS ?? 500)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
let failed = false
const report = (ok, line) => {
  if (!ok) failed = true
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`)
}

/** How many of these references the CMS has stored (read as the admin: orders are never public). */
async function storedOrders(references) {
  const login = await fetch(`${origin}/cms-api/users/login`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? 'admin@example.ch', password: process.env.ADMIN_PASSWORD ?? 'demo-admin-2026' }),
  })
  const { token } = await login.json()
  let stored = 0
  for (let start = 0; start < references.length; start += 100) {
    const query = new URLSearchParams({ 'where[reference][in]': references.slice(start, start + 100).join(','), limit: '0', depth: '0' })
    const answer = await fetch(`${origin}/cms-api/orders?${query}`, { headers: { host, authorization: `JWT ${token}` } })
    stored += (await answer.json()).totalDocs
  }
  return stored
}

let orderNumber = 0
async function placeOrder() {
  orderNumber += 1
  try {
    const response = await fetch(`${origin}/commande`, { method: 'POST', ...orderRequest(host, orderNumber), signal: AbortSignal.timeout(30_000) })
    return { status: response.status, reference: orderReference(await response.text()) }
  } catch (error) {
    return { status: 0, reference: null, error: String(error) }
  }
}

async function placeOrders(count, concurrency = 10) {
  const answers = []
  for (let start = 0; start < count; start += concurrency) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(concurrency, count - start) }, placeOrder))))
  }
  return answers
}

async function timed(path) {
  const started = performance.now()
  const response = await fetch(origin + path, { headers: { host }, signal: AbortSignal.timeout(30_000) })
  await response.text()
  return { status: response.status, ms: Math.round(performance.now() - started) }
}

// 1. Upstreams that hold the connection and never answer.
const held = new Set()
const blackhole = createServer((socket) => held.add(socket))
await new Promise((resolve) => blackhole.listen(Number(process.env.BLACKHOLE_PORT ?? 3491), '127.0.0.1', resolve))
const lookups = await Promise.all([
  timed('/swisscable?plz=1700&str=rue'),
  timed('/api/nfr/availability?npa=1700&street=Boulevard%20de%20P%C3%A9rolles&number=25&city=Fribourg'),
])
const health = await timed('/api/health')
const limit = Number(process.env.UPSTREAM_TIMEOUT_MS ?? 4000) + 1000
report(
  // An answer, or the gateway error the pages turn into their localised fallback, within the time-out.
  lookups.every((lookup) => lookup.ms < limit && (lookup.status === 200 || lookup.status === 502 || lookup.status === 504)) && health.ms < 1000,
  `dead upstreams: street lookup ${lookups[0].status} in ${lookups[0].ms} ms, fibre ${lookups[1].status} in ${lookups[1].ms} ms (limit ${limit}); health meanwhile ${health.ms} ms`,
)
for (const socket of held) socket.destroy()
blackhole.close()

// 2. SMTP down, then back.
const started = performance.now()
const answers = await placeOrders(ORDERS)
const references = answers.map((answer) => answer.reference).filter(Boolean)
const ready = await (await fetch(`${origin}/api/ready`, { headers: { host } })).json()
const storedWhileDown = await storedOrders(references)
report(
  references.length === ORDERS && storedWhileDown === ORDERS,
  `SMTP down: ${references.length}/${ORDERS} orders confirmed in ${Math.round((performance.now() - started) / 1000)} s, ${storedWhileDown} stored; outbox ${JSON.stringify(ready.outbox)}`,
)
const sink = await startSmtpSink({ port: Number(process.env.SMTP_PORT ?? 3475) })
const back = performance.now()
// The next order's delivery run (or the retry timer) drains the outbox.
references.push((await placeOrder()).reference)
while (performance.now() - back < 300_000 && references.some((reference) => (mailsPerReference(sink.messages).get(reference) ?? 0) < 2)) await sleep(1000)
const counts = mailsPerReference(sink.messages)
const missing = references.filter((reference) => (counts.get(reference) ?? 0) < 2).length
const twice = references.filter((reference) => (counts.get(reference) ?? 0) > 2).length
report(missing === 0 && twice === 0, `SMTP back: ${sink.messages.length} mails in ${Math.round((performance.now() - back) / 1000)} s; orders missing a mail ${missing}, mailed twice ${twice}`)
await sink.close()

// 3. PostgreSQL restarted under a stream of orders.
if (process.env.DATABASE_URL?.startsWith('postgres')) {
  const stream = placeOrders(300, 5)
  await sleep(3000)
  const version = execFileSync('bash', ['-c', 'ls /etc/postgresql | sort -V | tail -n 1']).toString().trim()
  execFileSync('pg_ctlcluster', [version, 'main', 'restart'])
  const during = await stream
  const after = await placeOrders(20, 5)
  const confirmed = during.filter((answer) => answer.reference).map((answer) => answer.reference)
  const refused = during.filter((answer) => !answer.reference)
  const readiness = await (await fetch(`${origin}/api/ready`, { headers: { host } })).json()
  const stored = await storedOrders(confirmed)
  report(
    after.every((answer) => answer.reference) && readiness.ready === true && stored === confirmed.length,
    `PostgreSQL restarted: ${confirmed.length} orders confirmed during the stream (${stored} stored), ${refused.length} answered with an error (HTTP ${[...new Set(refused.map((answer) => answer.status))].join(', ')}); afterwards ${after.filter((answer) => answer.reference).length}/20 confirmed, ready ${readiness.ready}`,
  )
}
process.exit(failed ? 1 : 0)
