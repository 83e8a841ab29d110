// A mixed load through the front: cached pages of the three sites, the content API,
// search, street suggestions and orders, all at once, each class on its own connections so that
// its figures show whether another class starves it. Orders go to an SMTP sink started here; after
// the run every stored order must have its two mails.
//   node --import tsx scripts/bench/load.mjs <front origin> (run by scripts/bench/load.sh)
// Env: CONNECTIONS (200), DURATION (60 s), SMTP_PORT (3425), and requests per second of the API
// classes: CONTENTS_RATE (10), SEARCH_RATE (10), STREETS_RATE (50), ORDER_RATE (5).
import autocannon from 'autocannon'

import { securityCodePool } from '../../tests/support/altcha.ts'
import { mailsPerReference, orderReference, orderRequest } from '../../tests/support/order-request.ts'
import { startSmtpSink } from '../../tests/support/smtp-sink.ts'

const origin = process.argv[2] ?? 'http://127.0.0.1:8180'
const connections = Number(process.env.CONNECTIONS ?? 200)
const duration = Number(process.env.DURATION ?? 60)
const orderRate = Number(process.env.ORDER_RATE ?? 5)
const port = new URL(origin).port
const host = (site) => `${{ 1: 'a', 2: 'b', 3: 'c' }[site]}.localhost:${port}`
const get = (site, path) => ({ method: 'GET', path, headers: { host: host(site), 'accept-encoding': 'gzip' } })

const PAGES = [
  get(1, '/'),
  get(2, '/'),
  get(3, '/'),
  get(1, '/de'),
  get(1, '/offres-combinees-477'),
  get(1, '/liste-des-chaines-3110'),
  get(1, '/actualites'),
  get(2, '/contact'),
  get(3, '/etat-du-reseau-1637'),
  get(3, '/contact'),
]
const CONTENTS = [
  get(1, '/api/contents?type=channels'),
  get(1, '/api/contents?type=news'),
  get(2, '/api/contents?type=vods'),
  get(3, '/api/contents?type=faq'),
]
const SEARCHES = [
  get(1, '/api/search?q=fibre'),
  get(2, '/api/search?q=television'),
  get(3, '/api/search?q=internet%20mobile'),
  get(1, '/api/search?q=facture'),
]
const STREETS = [
  get(3, '/swisscable?plz=1700&str=rue'),
  get(1, '/swisscable?plz=1936&str=route'),
  get(3, '/swisscable?plz=1700&str=perolles&hnr=25'),
]

// Each order comes from its own client address (a CDN hop before the front, TRUSTED_PROXIES=2).
let orderNumber = 0
const references = new Set()
// Each order carries a solved security code, as the confirm step's browser sends it.
const securityCodes = securityCodePool(origin, host(1))
const ORDER = {
  method: 'POST',
  path: '/commande',
  setupRequest(request) {
    orderNumber += 1
    return { ...request, ...orderRequest(host(1), orderNumber, 'bench', securityCodes.take()) }
  },
  onResponse(status, body) {
    const reference = orderReference(body)
    if (reference) references.add(reference)
  },
}

// The API classes run at a set rate (what a busy day asks of them), the pages as fast as the front
// answers; without rates the fastest class would spend the load generator's own CPU.
const rate = (name, fallback) => Number(process.env[name] ?? fallback)
const CLASSES = [
  { name: 'pages (cached, 3 sites)', requests: PAGES, share: 0.8 },
  { name: '/api/contents', requests: CONTENTS, share: 0.05, overallRate: rate('CONTENTS_RATE', 10) },
  { name: '/api/search', requests: SEARCHES, share: 0.05, overallRate: rate('SEARCH_RATE', 10) },
  { name: '/swisscable streets', requests: STREETS, share: 0.075, overallRate: rate('STREETS_RATE', 50) },
  { name: 'orders', requests: [ORDER], share: 0.025, overallRate: orderRate },
]

for (const { requests } of CLASSES) {
  for (const request of requests.filter((r) => r.method === 'GET')) {
    const response = await fetch(origin + request.path, { headers: request.headers })
    if (response.status !== 200) throw new Error(`${request.headers.host}${request.path} answers ${response.status} before the run`)
  }
}

const sink = await startSmtpSink({ port: Number(process.env.SMTP_PORT ?? 3425) })
console.log(`${connections} connections for ${duration} s through ${origin} …`)
const results = await Promise.all(
  CLASSES.map(({ requests, share, overallRate }) =>
    autocannon({ url: origin, connections: Math.max(1, Math.round(connections * share)), duration, requests, overallRate, timeout: 10 }),
  ),
)

const row = (cells) => console.log(cells.map((cell, i) => String(cell)[i ? 'padStart' : 'padEnd'](i ? 9 : 26)).join(' '))
row(['', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'timeouts', 'non-2xx'])
CLASSES.forEach(({ name }, i) => {
  const r = results[i]
  row([name, r.requests.total, Math.round(r.requests.average), r.latency.p50, r.latency.p99, r.latency.max, r.errors, r.timeouts, r.non2xx])
})
CLASSES.forEach(({ name }, i) => {
  const codes = Object.entries(results[i].statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'))
  if (codes.length > 0) console.log(`${name}: ${codes.map(([code, { count }]) => `${count} × ${code}`).join(', ')}`)
})
const total = results.reduce(
  (sum, r) => ({ requests: sum.requests + r.requests.total, errors: sum.errors + r.errors + r.timeouts, non2xx: sum.non2xx + r.non2xx }),
  { requests: 0, errors: 0, non2xx: 0 },
)
console.log(`total: ${total.requests} requests, ${total.errors} errors or time-outs, ${total.non2xx} non-2xx`)
console.log(
  `cached pages p99 ${results[0].latency.p99} ms ÷ 500 ms goal = ${(results[0].latency.p99 / 500).toFixed(2)} (goal ≤ 1, with 0 errors)`,
)

// The mails leave after the answers, through the outbox: wait for both mails of every order.
const mailsPerOrder = () => mailsPerReference(sink.messages)
const deadline = Date.now() + 180_000
while (Date.now() < deadline && [...references].some((reference) => (mailsPerOrder().get(reference) ?? 0) < 2)) {
  await new Promise((resolve) => setTimeout(resolve, 1000))
}
const counts = mailsPerOrder()
const short = [...references].filter((reference) => (counts.get(reference) ?? 0) < 2).length
const twice = [...counts.values()].filter((count) => count > 2).length
console.log(
  `orders stored: ${references.size}; mails received: ${sink.messages.length}; orders missing a mail: ${short}; orders mailed twice: ${twice}`,
)
securityCodes.stop()
await sink.close()
process.exit(total.errors === 0 && short === 0 && twice === 0 ? 0 : 1)
