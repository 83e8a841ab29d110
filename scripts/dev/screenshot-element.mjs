// Usage: node scripts/dev/screenshot-element.mjs <url> <selector> <out-prefix> [widths=375,768,1440]
// Screenshots one element (e.g. a form) at each width, consent already given, to look at it closely.
import { chromium } from '@playwright/test'

const [url, selector, out, widthList = '375,768,1440'] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const { hostname } = new URL(url)
for (const width of widthList.split(',').map(Number)) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  await context.addCookies([
    { name: 'cookie_control_consent', value: 'true', domain: hostname, path: '/' },
    { name: 'cookie_control_enabled_cookies', value: 'cookie-by-default', domain: hostname, path: '/' },
  ])
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.locator(selector).first().screenshot({ path: `${out}-${width}.png` })
  console.log(width, await page.title())
  await context.close()
}
await browser.close()
