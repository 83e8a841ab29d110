// Lighthouse 13 (mobile settings, Debian's Chromium) on every page type of a running production server
// started with SITE_HOSTS=a.localhost=1,b.localhost=2,c.localhost=3 (Chromium resolves *.localhost
// to loopback). Prints, per page type, the median of the runs for each category and timing, the
// module JavaScript the page loads (gzip, as sent) and its HTML (raw and gzip), against the
// targets: performance ≥ 0.95 and the other categories 1.0, TBT ≤ 150 ms and LCP ≤ 2.0 s (medians),
// CLS 0 in every run (scripts/bench/hydration-budget.mjs weighs the pages' JS and HTML).
//
// Usage: node scripts/bench/lighthouse.mjs [base=http://127.0.0.1:3000] [runs=3] [page-name-filter]
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
const runs = Number(process.argv[3] ?? 3)
const only = process.argv[4]
const LIGHTHOUSE = 'lighthouse@13.5.0'
const projectBin = join(import.meta.dirname, '../../node_modules/.bin')
const env = { ...process.env, PATH: `${projectBin}${delimiter}${process.env.PATH}` }
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

// The issue's page types, and two more a visitor often lands on.
const PAGES = [
  ...PAGE_TYPES,
  { name: 'news detail', site: 1, path: newsDetailPath, extra: true },
  { name: 'channel list', site: 1, path: '/liste-des-chaines-3110', extra: true },
].filter((page) => !only || page.name.includes(only))

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const kb = (bytes) => (bytes / 1024).toFixed(0)
const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'))
const rows = []
let worstShift = 0
/** The rows of the issue's page types, which the targets below are about (not the two extra pages). */
const measured = []
const benchmarks = []

for (const page of PAGES) {
  const path = typeof page.path === 'function' ? await page.path() : page.path
  // The first request after a start renders the page: not what a visitor meets.
  const html = await get(page.site, path)
  if (html.status !== 200) throw new Error(`${page.name} ${path}: ${html.status}`)
  const url = `${visit.protocol}//${HOSTS[page.site]}:${visit.port}${path}`
  const reports = []
  for (let run = 1; run <= runs; run++) {
    const output = join(dir, `${rows.length}-${run}.json`)
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
        break
      } catch (error) {
        if (attempt === 3) throw error
      }
    }
    reports.push(JSON.parse(readFileSync(output, 'utf8')))
    benchmarks.push(reports.at(-1).environment.benchmarkIndex)
  }
  const score = (id) => median(reports.map((report) => Math.round((report.categories[id]?.score ?? 0) * 100))) / 100
  const ms = (id) => median(reports.map((report) => report.audits[id]?.numericValue ?? 0))
  const scripts = reports[0].audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script')
  const failing = new Set()
  for (const report of reports) {
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of report.categories[id].auditRefs) {
        const audit = report.audits[ref.id]
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.add(`${id}: ${ref.id}`)
      }
    }
  }
  const row = {
    page: page.name,
    url: path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'LCP ms': Math.round(ms('largest-contentful-paint')),
    'TBT ms': Math.round(ms('total-blocking-time')),
    CLS: Number(ms('cumulative-layout-shift').toFixed(3)),
    'JS KB gzip': Number(kb(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0))),
    'HTML KB': Number(kb(html.body.length)),
    'HTML KB gzip': Number(kb(gzipSync(html.body).length)),
  }
  rows.push(row)
  if (!page.extra) measured.push(row)
  if (!page.extra) worstShift = Math.max(worstShift, ...reports.map((report) => report.audits['cumulative-layout-shift'].numericValue))
  console.log(
    `${row.page}: performance ${row.performance}, LCP ${row['LCP ms']} ms, TBT per run ${reports
      .map((report) => Math.round(report.audits['total-blocking-time'].numericValue))
      .join(' ')} ms, CLS per run ${reports
      .map((report) => report.audits['cumulative-layout-shift'].numericValue.toFixed(3))
      .join(' ')}, benchmarkIndex per run ${reports.map((report) => Math.round(report.environment.benchmarkIndex)).join(' ')}${
      failing.size ? `; below 1: ${[...failing].join(', ')}` : ''
    }`,
  )
}

// Lighthouse's 4× CPU slowdown is calibrated for a host of benchmarkIndex about 1500 (its throttling guide).
console.log(
  `\n${LIGHTHOUSE}, mobile, median of ${runs} runs per page, ${visit.origin}; host benchmarkIndex median ${Math.round(median(benchmarks))}`,
)
console.table(rows)
const worst = Math.min(...measured.map((row) => row.performance))
const slowest = (key) => Math.max(...measured.map((row) => row[key]))
console.log(`the ${measured.length} page types of the targets:`)
console.log(`lowest performance / target 0.95 = ${(worst / 0.95).toFixed(2)}`)
console.log(`highest TBT ${slowest('TBT ms')} ms / target 150 ms = ${(slowest('TBT ms') / 150).toFixed(2)}`)
console.log(`highest LCP ${slowest('LCP ms')} ms / target 2000 ms = ${(slowest('LCP ms') / 2000).toFixed(2)}`)
console.log(`largest CLS of any run ${worstShift.toFixed(3)} (target 0)`)
console.log(`reports${process.env.LIGHTHOUSE_TRACES ? ' and traces' : ''} in ${dir}`)
