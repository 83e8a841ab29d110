import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
page.on('console', (m) => { if (['error','warning'].includes(m.type())) console.log(m.type(), m.text().slice(0, 400)) })
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 400)))
await page.goto(process.argv[2], { waitUntil: 'networkidle' })
const lcp = await page.evaluate(() => new Promise((resolve) => {
  new PerformanceObserver((list) => { const e = list.getEntries().at(-1); resolve({ t: Math.round(e.startTime), el: e.element?.outerHTML?.slice(0, 120) }) }).observe({ type: 'largest-contentful-paint', buffered: true })
}))
console.log('lcp', JSON.stringify(lcp))
await browser.close()
