// Usage: node scripts/dev/hero-slides.mjs <url> <out-prefix> [widths=375,768,1440]
// Screenshots every slide of a page's hero (autoplay paused), consent given, to look at each one.
import { chromium } from '@playwright/test'

const [url, out, widthList = '375,768,1440'] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const { hostname } = new URL(url)
for (const width of widthList.split(',').map(Number)) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
  await context.addCookies([
    { name: 'cookie_control_consent', value: 'true', domain: hostname, path: '/' },
    { name: 'cookie_control_enabled_cookies', value: 'cookie-by-default', domain: hostname, path: '/' },
  ])
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'networkidle' })
  const hero = page.locator('main section').first()
  const dots = hero.locator('[role=group] button[aria-label]')
  const count = Math.max(1, await dots.count())
  for (let index = 0; index < count; index++) {
    if (count > 1) await dots.nth(index).click()
    await page.waitForTimeout(700)
    await hero.screenshot({ path: `${out}-${width}-${index + 1}.png` })
  }
  console.log(width, count, 'slides')
  await context.close()
}
await browser.close()
