// What each page type makes a phone's main thread do, against the framework floor (the build's bare
// prerendered page, served by scripts/bench/page-work.sh at FLOOR_PATH through the same front),
// from Chromium's own trace: the thread (CPU) time of each kind of work from navigation until the
// page has been idle a while, and the elements React hydrated. Thread time, not wall time: a
// loaded machine stretches a task's duration but not the CPU it used, so these figures hold on a
// busy host where Lighthouse's (wall-clock) TBT does not. Medians of `runs`, interleaved.
//
// With WITHOUT_SCRIPTS=1 the pages' chunk scripts are refused: what the markup and stylesheet cost
// alone (parse, style, layout, paint), to tell it from what the scripts add.
//
// Usage: node scripts/bench/page-work.mjs [origin=https://127.0.0.1:3443] [runs=5] [page-name-filter]
import { chromium } from '@playwright/test'

import { HOSTS, PAGE_TYPES } from './page-types.mjs'

const origin = new URL(process.argv[2] ?? 'https://127.0.0.1:3443')
const runs = Number(process.argv[3] ?? 5)
const only = process.argv[4]
const withoutScripts = Boolean(process.env.WITHOUT_SCRIPTS)
const FLOOR = { name: 'framework floor', site: 1, path: process.env.FLOOR_PATH ?? '/__framework-floor', floor: true }
const PAGES = [FLOOR, ...PAGE_TYPES.filter((page) => !only || page.name.includes(only))]
/** What the work is, by the trace events that do it (thread time of each, nested ones apart). */
const KINDS = {
  parse: ['ParseHTML', 'ParseAuthorStyleSheet'],
  script: ['EvaluateScript', 'v8.compile', 'FunctionCall', 'TimerFire', 'FireIdleCallback', 'FireAnimationFrame', 'EventDispatch'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize'],
  gc: ['MinorGC', 'MajorGC'],
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--ignore-certificate-errors',
  ],
})

/** One visit as a phone (412 × 823, the viewport Lighthouse's mobile runs use): its main thread's work and hydrated elements. */
async function visit(page) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  })
  const tab = await context.newPage()
  if (withoutScripts) await tab.route('**/_next/static/chunks/*.js', (route) => route.abort())
  await browser.startTracing(tab, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', 'blink', 'navigation'],
  })
  await tab.goto(`${origin.protocol}//${HOSTS[page.site]}:${origin.port}${page.path}`, { waitUntil: 'load' })
  // What the page does once loaded (hydration, its requests, its islands) until it goes quiet.
  await tab.waitForTimeout(2500)
  const hydrated = await tab.evaluate(
    () =>
      [...document.querySelectorAll('*')].filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))).length,
  )
  const elements = await tab.evaluate(() => document.querySelectorAll('*').length)
  // The floor runs under the site's policy (floor-headers.ts): refused scripts would leave it unhydrated.
  if (page.floor && !withoutScripts && hydrated === 0) throw new Error('the framework floor did not hydrate')
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents
  await context.close()
  const start = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith(origin.protocol))
  const paint = events.find((event) => event.name === 'firstContentfulPaint')
  if (!start || !paint) return null
  const main = events.filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X' && event.ts >= start.ts)
  const cpu = (names) =>
    main.filter((event) => names.includes(event.name)).reduce((sum, event) => sum + (event.tdur ?? event.dur), 0) / 1000
  const row = { total: cpu(['RunTask']), hydrated, elements }
  for (const [kind, names] of Object.entries(KINDS)) row[kind] = cpu(names)
  return row
}

for (let run = 1; run <= runs; run++) {
  for (const page of PAGES) {
    const row = await visit(page)
    if (row) (page.rows ??= []).push(row)
  }
  console.log(`round ${run} of ${runs} done`)
}
await browser.close()

const floorTotal = median(FLOOR.rows.map((row) => row.total))
const table = PAGES.map((page) => {
  const of = (key) => Math.round(median(page.rows.map((row) => row[key])))
  const total = median(page.rows.map((row) => row.total))
  return {
    page: page.name,
    'CPU ms': Math.round(total),
    '× floor': Number((total / floorTotal).toFixed(2)),
    ...Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, of(kind)])),
    hydrated: of('hydrated'),
    elements: of('elements'),
  }
})
console.log(
  `\nmain-thread CPU from navigation to 2.5 s after load, median of ${runs} (thread time, ms), ${origin.origin}${withoutScripts ? ', chunk scripts refused' : ''}`,
)
console.table(table)
const worst = Math.max(...table.filter((row) => row.page !== FLOOR.name).map((row) => row['× floor']))
console.log(`highest main-thread CPU ratio to the floor: ${worst} (the Lighthouse target on main-thread time: ≤ 2.5)`)
