// Usage: node scripts/dev/long-tasks.mjs <url> — long tasks during the first 8 s, at phone size with 4x CPU slowdown.
import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
const cdp = await page.context().newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await page.addInitScript(() => {
  window.__long = []
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]) }).observe({ type: 'longtask', buffered: true })
})
page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text().slice(0, 200)) })
await page.goto(process.argv[2], { waitUntil: 'load' })
await page.waitForTimeout(8000)
console.log(JSON.stringify(await page.evaluate(() => window.__long)))
await browser.close()
