// Faults a production server must survive, against a running one (scripts/bench/faults.sh starts it):
//  1. the cable lookup and fibre upstreams accept the connection and never answer: each call
//     answers within the upstream time-out (the embedded data, or a 502 the pages turn into their
//     localised fallback), and the server stays responsive meanwhile;
//  2. SMTP is down while ORDERS orders come in: every order is stored and answered, its mails wait
//     in the outbox; when SMTP comes back, all of them leave, each once;
//  3. with PostgreSQL (DATABASE_URL), the database restarts in the middle of a stream of orders:
//     the server recovers without a restart and every order it confirmed is stored;
//  4. with READONLY_DEVICE (the data folder on an ext4 disk of its own, mounted errors=remount-ro:
//     faults.sh does it as root on SQLite), the disk fails and the kernel turns it read-only, as it
//     does on a real disk error: readiness fails naming the database and the media folder, pages
//     still read, an order gets the localised "could not be stored" answer. Then, with the disk
//     checked and mounted again and the server restarted (`after-read-only`): the database is intact,
//     nothing of those orders was written, and orders are taken again.
//   node --import tsx scripts/bench/faults.mjs <origin> [after-read-only]
//   Env: SMTP_PORT, BLACKHOLE_PORT, ORDERS (500), READONLY_DEVICE, READONLY_MOUNT, READONLY_STATE
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'

import { createClient } from '@libsql/client'

import { securityCodeFrom } from '../../tests/support/altcha.ts'
import { mailsPerReference, orderClient, orderEmail, orderReference, orderRequest } from '../../tests/support/order-request.ts'
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

/** The CMS's count of a collection's documents, or of those whose `field` is one of `values` (read as the admin: orders are never public). */
let adminToken = null
async function stored(collection, field, values) {
  adminToken ??= fetch(`${origin}/cms-api/users/login`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.ADMIN_EMAIL ?? 'admin@example.ch',
      password: process.env.ADMIN_PASSWORD ?? 'demo-admin-2026',
    }),
  }).then(async (login) => (await login.json()).token)
  const token = await adminToken
  const count = async (where) => {
    const answer = await fetch(`${origin}/cms-api/${collection}?${new URLSearchParams({ ...where, limit: '1', depth: '0' })}`, {
      headers: { host, authorization: `JWT ${token}` },
    })
    return (await answer.json()).totalDocs
  }
  if (!field) return count({})
  let total = 0
  for (let start = 0; start < values.length; start += 100)
    total += await count({ [`where[${field}][in]`]: values.slice(start, start + 100).join(',') })
  return total
}
const storedOrders = (references) => stored('orders', 'reference', references)

let orderNumber = 0
async function placeOrder() {
  orderNumber += 1
  try {
    const response = await fetch(`${origin}/commande`, {
      method: 'POST',
      ...orderRequest(host, orderNumber, 'bench', await securityCodeFrom(origin, orderClient(orderNumber), host)),
      signal: AbortSignal.timeout(30_000),
    })
    const body = await response.text()
    return { status: response.status, reference: orderReference(body), body, at: performance.now() }
  } catch (error) {
    return { status: 0, reference: null, error: String(error), at: performance.now() }
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

/** Steps 1–3, and the first half of 4 (the server keeps running on the failed disk). */
async function faults() {
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
    lookups.every((lookup) => lookup.ms < limit && (lookup.status === 200 || lookup.status === 502 || lookup.status === 504)) &&
      health.ms < 1000,
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
  while (performance.now() - back < 300_000 && references.some((reference) => (mailsPerReference(sink.messages).get(reference) ?? 0) < 2))
    await sleep(1000)
  const counts = mailsPerReference(sink.messages)
  const missing = references.filter((reference) => (counts.get(reference) ?? 0) < 2).length
  const twice = references.filter((reference) => (counts.get(reference) ?? 0) > 2).length
  report(
    missing === 0 && twice === 0,
    `SMTP back: ${sink.messages.length} mails in ${Math.round((performance.now() - back) / 1000)} s; orders missing a mail ${missing}, mailed twice ${twice}`,
  )
  await sink.close()

  // 3. PostgreSQL restarted under a stream of orders.
  if (process.env.DATABASE_URL?.startsWith('postgres')) {
    const streamStart = performance.now()
    const stream = placeOrders(300, 5)
    await sleep(3000)
    const version = execFileSync('bash', ['-c', 'ls /etc/postgresql | sort -V | tail -n 1']).toString().trim()
    const restartAt = performance.now()
    execFileSync('pg_ctlcluster', [version, 'main', 'restart'])
    const restartMs = Math.round(performance.now() - restartAt)
    const during = await stream
    const afterRestart = during.filter((answer) => answer.at > restartAt).length
    const after = await placeOrders(20, 5)
    const confirmed = during.filter((answer) => answer.reference).map((answer) => answer.reference)
    const refused = during.filter((answer) => !answer.reference)
    const readiness = await (await fetch(`${origin}/api/ready`, { headers: { host } })).json()
    const storedCount = await storedOrders(confirmed)
    report(
      after.every((answer) => answer.reference) && readiness.ready === true && storedCount === confirmed.length,
      `PostgreSQL restarted (${restartMs} ms, ${Math.round((restartAt - streamStart) / 1000)} s into a ${Math.round((performance.now() - streamStart) / 1000)} s stream; ${afterRestart} answers after it): ${confirmed.length} orders confirmed during the stream (${storedCount} stored), ${refused.length} answered with an error (HTTP ${[...new Set(refused.map((answer) => answer.status))].join(', ')}); afterwards ${after.filter((answer) => answer.reference).length}/20 confirmed, ready ${readiness.ready}`,
    )
  }

  // 4. The data folder's disk fails: the kernel makes it read-only.
  const device = process.env.READONLY_DEVICE
  if (!device) return
  const outboxBefore = await stored('outbox')
  const firstTried = orderNumber + 1
  writeFileSync(`/sys/fs/ext4/${device}/trigger_fs_error`, 'faults.mjs: the disk fails')
  const readiness = await fetch(`${origin}/api/ready`, { headers: { host } })
  const { checks } = await readiness.json()
  const page = await timed('/')
  const attempts = await placeOrders(5, 5)
  const kindly = attempts.filter((answer) => !answer.reference && answer.body?.includes('"error":"order.submit.failed"')).length
  const emails = Array.from({ length: 5 }, (_, index) => orderEmail(firstTried + index))
  writeFileSync(process.env.READONLY_STATE, JSON.stringify({ emails, outboxBefore }))
  report(
    readiness.status === 503 && checks.database?.ok === false && checks.media?.ok === false && page.status === 200 && kindly === 5,
    `read-only disk: ready ${readiness.status} (database: ${checks.database?.error ?? 'ok'}; media: ${checks.media?.error ?? 'ok'}); ` +
      `home page ${page.status} in ${page.ms} ms; ${kindly}/5 orders answered "order.submit.failed" (the visitor's localised message)`,
  )
}

/** The second half of 4: the disk checked and mounted again, the server restarted on it. */
async function afterReadOnly() {
  const { emails, outboxBefore } = JSON.parse(readFileSync(process.env.READONLY_STATE, 'utf8'))
  const written = (await stored('orders', 'email', emails)) + (await stored('outbox')) - outboxBefore
  const database = createClient({ url: `file:${process.env.READONLY_MOUNT}/site.db` })
  const integrity = String((await database.execute('PRAGMA integrity_check')).rows[0]?.[0])
  database.close()
  const readiness = await fetch(`${origin}/api/ready`, { headers: { host } })
  const next = await placeOrders(3, 3)
  report(
    written === 0 && integrity === 'ok' && readiness.status === 200 && next.every((answer) => answer.reference),
    `read-only disk, checked and mounted again: database integrity ${integrity}, ${written} rows of the refused orders or their mails; ` +
      `ready ${readiness.status}, ${next.filter((answer) => answer.reference).length}/3 orders confirmed`,
  )
}

await (process.argv[3] === 'after-read-only' ? afterReadOnly() : faults())
process.exit(failed ? 1 : 0)
