// Lighthouse 13 (mobile settings, Debian's Chromium) on every page type of a running production server
// started with SITE_HOSTS=a.localhost=1,b.localhost=2,c.localhost=3 (Chromium resolves *.localhost
// to loopback), against the framework floor measured in the same run: the build's own bare
// prerendered App Router page (`.next/server/app/_not-found.html`: Next's scripts and nothing of the
// site), which scripts/bench/lighthouse.sh serves at FLOOR_PATH through the same front.
//
// Lighthouse's simulated TBT multiplies the host's own task times (benchmarkIndex 1,100–3,900 on
// machines of this kind), so absolute figures follow the host: each page's TBT, LCP and main-thread
// time are printed as ratios to the floor's medians. Rounds are interleaved (the floor, then every
// page, `runs` times) so that a slower minute of the machine falls on both.
// Targets (ratios to the floor, medians): TBT ≤ 2.5×, LCP ≤ 1.4×, main-thread time ≤ 2.5×; CLS 0 in
// every run; accessibility, best practices and SEO 1.0.
//
// Usage: node scripts/bench/lighthouse.mjs [base=http://127.0.0.1:3000] [runs=5] [page-name-filter]
// With VISIT=https://127.0.0.1:PORT, Lighthouse visits the pages there (the production front that
// scripts/bench/lighthouse.sh starts: TLS and HTTP/2) while the HTML is still weighed at base.
// Lighthouse 13 wants Node 22 or later: it runs on the project's Node (node_modules/.bin) whatever
// Node started this script.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { gzipSync } from 'node:zlib'

import { HOSTS, PAGE_TYPES, siteGetter } from './page-types.mjs'

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:3000')
const runs = Number(process.argv[3] ?? 5)
const only = process.argv[4]
const FLOOR_PATH = process.env.FLOOR_PATH ?? '/__framework-floor'
const LIGHTHOUSE = 'lighthouse@13.5.0'
const TARGETS = { tbt: 2.5, lcp: 1.4, mainThread: 2.5 }
const projectBin = join(import.meta.dirname, '../../node_modules/.bin')
// Started through `npx -c`, the environment carries npm_config_call and npm_config_package, which the
// nested npx below would take for its own.
const { npm_config_call, npm_config_package, ...inherited } = process.env
const env = { ...inherited, PATH: `${projectBin}${delimiter}${process.env.PATH}` }
const visit = new URL(process.env.VISIT ?? base)
// The front's certificate is a throwaway one made for the run.
const CHROME_FLAGS = `--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync${
  visit.protocol === 'https:' ? ' --ignore-certificate-errors' : ''
}`

const get = siteGetter(base, 30_000)

async function newsDetailPath() {
  const { body } = await get(1, '/actualites')
  const match = body.toString().match(/href="(\/actualites\/[^"?#]+)"/)
  if (!match) throw new Error('no news item linked from /actualites')
  return match[1]
}

// The page types, and two more a visitor often lands on.
const PAGES = [
  ...PAGE_TYPES,
  { name: 'news detail', site: 1, path: newsDetailPath, extra: true },
  { name: 'channel list', site: 1, path: '/liste-des-chaines-3110', extra: true },
].filter((page) => !only || page.name.includes(only))
const FLOOR = { name: 'framework floor', site: 1, path: FLOOR_PATH, floor: true }

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const kb = (bytes) => (bytes / 1024).toFixed(0)
const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'))

function lighthouse(url, output) {
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--quiet',
    '--chrome-path=/usr/bin/chromium',
    `--chrome-flags=${CHROME_FLAGS}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--form-factor=mobile',
    '--output=json',
    `--output-path=${output}`,
    // LIGHTHOUSE_TRACES=1 keeps each run's trace beside its report (to find what a layout shift moved).
    ...(process.env.LIGHTHOUSE_TRACES ? ['--save-assets'] : []),
  ]
  // Chromium now and then fails to start or to trace under Lighthouse (NO_NAVSTART): up to three tries.
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync('npx', args, { env, stdio: ['ignore', 'ignore', attempt === 3 ? 'inherit' : 'ignore'] })
      return JSON.parse(readFileSync(output, 'utf8'))
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
}

const targets = [FLOOR, ...PAGES]
for (const page of targets) {
  page.url = typeof page.path === 'function' ? await page.path() : page.path
  page.reports = []
  if (page.floor) continue
  // The first request after a start renders the page: not what a visitor meets.
  page.html = await get(page.site, page.url)
  if (page.html.status !== 200) throw new Error(`${page.name} ${page.url}: ${page.html.status}`)
}

for (let run = 1; run <= runs; run++) {
  for (const [index, page] of targets.entries()) {
    const url = `${visit.protocol}//${HOSTS[page.site]}:${visit.port}${page.url}`
    page.reports.push(lighthouse(url, join(dir, `${index}-${run}.json`)))
  }
  console.log(`round ${run} of ${runs} done`)
}

// The floor runs under the site's policy (floor-headers.ts): a script it refused would leave it lighter than Next's page.
const floorErrors = FLOOR.reports.flatMap((report) => report.audits['errors-in-console']?.details?.items ?? [])
if (floorErrors.length > 0) throw new Error(`the framework floor logged errors: ${floorErrors.map((item) => item.description).join('; ')}`)

const metric = (page, id) => median(page.reports.map((report) => report.audits[id]?.numericValue ?? 0))
const figures = (page) => ({
  tbt: metric(page, 'total-blocking-time'),
  lcp: metric(page, 'largest-contentful-paint'),
  mainThread: metric(page, 'mainthread-work-breakdown'),
})
const floor = figures(FLOOR)
const benchmarks = targets.flatMap((page) => page.reports.map((report) => report.environment.benchmarkIndex))

const rows = []
const measured = []
let worstShift = 0
for (const page of targets) {
  const { reports } = page
  const score = (id) => median(reports.map((report) => Math.round((report.categories[id]?.score ?? 0) * 100))) / 100
  const failing = new Set()
  for (const report of reports) {
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of report.categories[id].auditRefs) {
        const audit = report.audits[ref.id]
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.add(`${id}: ${ref.id}`)
      }
    }
  }
  const own = figures(page)
  const scripts = reports[0].audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script')
  const shifts = reports.map((report) => report.audits['cumulative-layout-shift'].numericValue)
  const row = {
    page: page.name,
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    'TBT ms': Math.round(own.tbt),
    'TBT ×': Number((own.tbt / floor.tbt).toFixed(2)),
    'LCP ms': Math.round(own.lcp),
    'LCP ×': Number((own.lcp / floor.lcp).toFixed(2)),
    'main ms': Math.round(own.mainThread),
    'main ×': Number((own.mainThread / floor.mainThread).toFixed(2)),
    'CLS max': Number(Math.max(...shifts).toFixed(3)),
    'JS KB': Number(kb(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0))),
    'HTML KB': page.html ? Number(kb(page.html.body.length)) : undefined,
    'HTML KB gz': page.html ? Number(kb(gzipSync(page.html.body).length)) : undefined,
  }
  rows.push(row)
  if (!page.floor && !page.extra) {
    measured.push(row)
    worstShift = Math.max(worstShift, ...shifts)
  }
  console.log(
    `${row.page}: TBT per run ${reports.map((report) => Math.round(report.audits['total-blocking-time'].numericValue)).join(' ')} ms, ` +
      `LCP per run ${reports.map((report) => Math.round(report.audits['largest-contentful-paint'].numericValue)).join(' ')} ms` +
      (page.floor || !failing.size ? '' : `; below 1: ${[...failing].join(', ')}`),
  )
}

console.log(
  `\n${LIGHTHOUSE}, mobile, ${runs} interleaved rounds (median per page), ${visit.origin}; ` +
    `host benchmarkIndex median ${Math.round(median(benchmarks))} (${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))})`,
)
console.table(rows)
const highest = (key) => Math.max(...measured.map((row) => row[key]))
console.log(
  `the ${measured.length} page types against the floor (TBT ${Math.round(floor.tbt)} ms, LCP ${Math.round(floor.lcp)} ms, main thread ${Math.round(floor.mainThread)} ms):`,
)
console.log(`highest TBT ratio ${highest('TBT ×')} (target ≤ ${TARGETS.tbt})`)
console.log(`highest LCP ratio ${highest('LCP ×')} (target ≤ ${TARGETS.lcp})`)
console.log(`highest main-thread ratio ${highest('main ×')} (target ≤ ${TARGETS.mainThread})`)
console.log(`largest CLS of any run ${worstShift.toFixed(3)} (target 0)`)
console.log(
  `lowest accessibility / best practices / SEO ${Math.min(...measured.map((row) => Math.min(row.a11y, row.bp, row.seo)))} (target 1)`,
)
console.log(`reports${process.env.LIGHTHOUSE_TRACES ? ' and traces' : ''} in ${dir}`)
