// Usage: node scripts/dev/screenshot.mjs <url> <out-prefix> [widths=375,768,1440] [host]
// Takes full-page screenshots in Debian's Chromium to look at a screen at phone, tablet and desktop widths.
import { chromium } from '@playwright/test'

const [url, out, widthList = '375,768,1440', host] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
for (const width of widthList.split(',').map(Number)) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, extraHTTPHeaders: host ? { host } : {} })
  const page = await context.newPage()
  const response = await page.goto(url, { waitUntil: 'networkidle' })
  const lang = await page.evaluate(() => document.documentElement.lang)
  await page.screenshot({ path: `${out}-${width}.png`, fullPage: true })
  console.log(width, response?.status(), lang, await page.title())
  await context.close()
}
await browser.close()
