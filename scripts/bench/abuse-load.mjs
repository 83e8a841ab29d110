// The abuse load through the front (run by scripts/bench/abuse-load.sh): h2load over TLS and HTTP/2.
// Phase 1, the probes alone: /api/health and a cached page at a visitor's pace. Phase 2, the same
// probes while search, a form endpoint (contact, no valid security code) and /api/ready are
// hammered as fast as the front answers, each hammer request from one of many outside addresses.
// The table gives, per class and phase, h2load's count, req/s and status classes, and the p50, p99
// and max of the requests its log holds.
//   node scripts/bench/abuse-load.mjs <front origin>
// Env: DURATION (20 s per phase), WORK (a folder for the logs and request bodies).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const origin = process.argv[2] ?? 'https://127.0.0.1:3543'
const duration = Number(process.env.DURATION ?? 20)
const work = process.env.WORK ?? mkdtempSync(path.join(tmpdir(), 'abuse-load-'))
const authority = `a.localhost:${new URL(origin).port}`

const boundary = 'abuse-load-boundary'
const formBody = path.join(work, 'contact.body')
const part = (name, value) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
writeFileSync(
  formBody,
  `${part('answers', JSON.stringify({ firstName: 'Bench' }))}${part('altcha', '')}${part('website', '')}--${boundary}--\r\n`,
)

// Probes: one connection, one request at a time. Hammers: many streams on a few connections.
const PROBES = [
  { name: '/api/health', paths: ['/api/health'], clients: 1, streams: 1 },
  { name: 'cached page /', paths: ['/'], clients: 1, streams: 1 },
]
const HAMMERS = [
  {
    name: 'search (hammer)',
    paths: ['/api/search?q=fibre', '/api/search?q=television', '/api/search?q=internet%20mobile'],
    clients: 8,
    streams: 10,
  },
  { name: 'contact form POST (hammer)', paths: ['/api/forms/contact?locale=fr'], clients: 4, streams: 10, body: formBody },
  { name: '/api/ready (hammer)', paths: ['/api/ready'], clients: 4, streams: 10 },
]

let hammerer = 0
function h2load(target, phase) {
  const log = path.join(work, `${phase}-${target.name.replace(/\W+/g, '-')}.log`)
  const args = [
    '--duration',
    String(duration),
    '-c',
    String(target.clients),
    '-m',
    String(target.streams),
    '-t',
    '1',
    '-H',
    `:authority: ${authority}`,
    '-H',
    'accept-encoding: gzip',
    '--log-file',
    log,
    ...(target.body ? ['-d', target.body, '-H', `content-type: multipart/form-data; boundary=${boundary}`] : []),
    // Each hammer class stands for many outside clients (the CDN hop names them; the front trusts it).
    ...(target.streams > 1 ? ['-H', `x-forwarded-for: 203.0.113.${(hammerer += 1)}`] : []),
    ...target.paths.map((p) => origin + p),
  ]
  return new Promise((resolve, reject) => {
    const child = spawn('h2load', args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(summary(target.name, phase, log, output)) : reject(new Error(`h2load ${target.name}: exit ${code}`)),
    )
  })
}

// Counts and status classes from h2load's report; latencies from its log, which holds a sample of
// the requests (at most 1000 per client) once there are more.
function summary(name, phase, log, report) {
  const count = (pattern) => Number(pattern.exec(report)?.[1] ?? 0)
  const ms = readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => Number(line.split('\t')[2]) / 1000)
    .sort((a, b) => a - b)
  const at = (share) => (ms.length ? ms[Math.min(ms.length - 1, Math.floor(share * ms.length))].toFixed(1) : '-')
  const codes = /status codes: (\d+) 2xx, (\d+) 3xx, (\d+) 4xx, (\d+) 5xx/.exec(report) ?? []
  return {
    name,
    phase,
    requests: count(/requests: \d+ total, \d+ started, (\d+) done/),
    rate: Math.round(count(/, ([\d.]+) req\/s/)),
    p50: at(0.5),
    p99: at(0.99),
    max: ms.at(-1)?.toFixed(1) ?? '-',
    statuses: { '2xx': Number(codes[1] ?? 0), '4xx': Number(codes[3] ?? 0), '5xx': Number(codes[4] ?? 0) },
  }
}

// The page cache and the search index are built before timing.
await new Promise((resolve, reject) => {
  const paths = [...PROBES, HAMMERS[0]].flatMap((target) => target.paths)
  const child = spawn(
    'h2load',
    ['-n', String(paths.length * 3), '-c', '1', '-H', `:authority: ${authority}`, ...paths.map((p) => origin + p)],
    {
      stdio: 'ignore',
    },
  )
  child.on('error', reject)
  child.on('exit', resolve)
})
// A probe asks one request after another on one stream: what one visitor sees.
const paced = PROBES
console.log(`${duration} s per phase through ${origin} (TLS, HTTP/2) …`)
const alone = await Promise.all(paced.map((probe) => h2load(probe, 'alone')))
const underLoad = await Promise.all([
  ...paced.map((probe) => h2load(probe, 'abused')),
  ...HAMMERS.map((hammer) => h2load(hammer, 'abused')),
])

const row = (cells) => console.log(cells.map((cell, i) => String(cell)[i ? 'padStart' : 'padEnd'](i ? 9 : 30)).join(' '))
row(['', 'phase', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms', '2xx', '4xx', '5xx'])
for (const r of [...alone, ...underLoad]) {
  row([r.name, r.phase, r.requests, r.rate, r.p50, r.p99, r.max, r.statuses['2xx'] ?? 0, r.statuses['4xx'] ?? 0, r.statuses['5xx'] ?? 0])
}
const failed = [...alone, ...underLoad].filter((r) => !r.name.includes('hammer') && (r.statuses['5xx'] ?? 0) + (r.statuses['4xx'] ?? 0) > 0)
process.exit(failed.length === 0 ? 0 : 1)
