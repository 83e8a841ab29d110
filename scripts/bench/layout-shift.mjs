// Layout shifts as a phone meets the page, many times over: each run loads the page in a fresh
// context of Debian's Chromium (Lighthouse's mobile viewport, no consent given), waits until it is
// quiet, and prints every shift with the elements that moved and where from and to (y+height).
// Lighthouse's simulated throttling loads the page at the host's own speed, so CPU=1 is its case;
// CPU=4 slows the page's scripts down as a phone would. FIRST_HEIGHT=527 opens the page 527 px tall
// and grows it to 823 once it has painted, as when Lighthouse's phone emulation lands after the first
// frame (its intermittent CLS 0.342: the bars fixed at the bottom moved). An intermittent shift shows
// in some runs only: run it on a busy machine too.
//
// Usage: [CPU=1] [FIRST_HEIGHT=823] node scripts/bench/layout-shift.mjs [base=http://127.0.0.1:3000] [runs=10] [page-name-filter]
// The server runs with SITE_HOSTS=a.localhost=1,b.localhost=2,c.localhost=3.
import { chromium } from '@playwright/test'

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:3000')
const runs = Number(process.argv[3] ?? 10)
const only = process.argv[4]
const cpu = Number(process.env.CPU ?? 1)
const HEIGHT = 823
const firstHeight = Number(process.env.FIRST_HEIGHT ?? HEIGHT)
const PAGES = [
  { name: 'home, site 1', host: 'a.localhost', path: '/' },
  { name: 'business', host: 'a.localhost', path: '/business' },
  { name: 'contact', host: 'a.localhost', path: '/contact' },
  { name: 'content page', host: 'a.localhost', path: '/offres-combinees-477' },
].filter((page) => !only || page.name.includes(only))

/** Runs in the page before its own scripts: keeps every shift with where its sources were and went. */
function observeShifts() {
  const shifts = []
  const describe = (node) => {
    if (!(node instanceof Element)) return node?.nodeName ?? 'gone'
    const id = node.id ? `#${node.id}` : ''
    const testId = node.getAttribute('data-testid') ? `[data-testid=${node.getAttribute('data-testid')}]` : ''
    const classes = typeof node.className === 'string' ? `.${node.className.split(/\s+/).slice(0, 4).join('.')}` : ''
    return `${node.tagName.toLowerCase()}${id}${testId}${classes}`
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      shifts.push({
        at: Math.round(entry.startTime),
        value: Number(entry.value.toFixed(4)),
        sources: entry.sources.map((source) => ({
          node: describe(source.node),
          from: `${Math.round(source.previousRect.y)}+${Math.round(source.previousRect.height)}`,
          to: `${Math.round(source.currentRect.y)}+${Math.round(source.currentRect.height)}`,
        })),
      })
    }
  }).observe({ type: 'layout-shift', buffered: true })
  window.__shifts = shifts
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP *.localhost ${base.hostname}`],
})
let worst = 0
for (const page of PAGES) {
  const totals = []
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: firstHeight },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    })
    const tab = await context.newPage()
    if (cpu > 1) await (await context.newCDPSession(tab)).send('Emulation.setCPUThrottlingRate', { rate: cpu })
    await tab.addInitScript(observeShifts)
    if (firstHeight === HEIGHT) {
      await tab.goto(`http://${page.host}:${base.port}${page.path}`, { waitUntil: 'networkidle' })
    } else {
      await tab.goto(`http://${page.host}:${base.port}${page.path}`, { waitUntil: 'commit' })
      await tab.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0)
      await tab.setViewportSize({ width: 412, height: HEIGHT })
      await tab.waitForLoadState('networkidle')
    }
    await tab.waitForTimeout(3000)
    const shifts = await tab.evaluate(() => window.__shifts)
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    totals.push(total)
    worst = Math.max(worst, total)
    if (total > 0) {
      console.log(`${page.name}, run ${run}: CLS ${total.toFixed(3)}`)
      for (const shift of shifts) {
        console.log(`  ${shift.at} ms ${shift.value}: ${shift.sources.map((s) => `${s.node} ${s.from} → ${s.to}`).join('; ')}`)
      }
    }
    await context.close()
  }
  console.log(
    `${page.name}: ${totals.filter((total) => total > 0).length} of ${runs} runs shifted, worst ${Math.max(...totals).toFixed(3)}`,
  )
}
await browser.close()
console.log(`worst CLS over every run: ${worst.toFixed(3)}`)
