import { chromium } from '@playwright/test'
const [url, width='375'] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
await page.goto(url, { waitUntil: 'networkidle' })
const out = await page.evaluate(() => {
  const w = document.documentElement.clientWidth
  const res = []
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect()
    if (r.right > w + 1 && r.width > 0) res.push(`${el.tagName}.${String(el.className).slice(0,80)} right=${Math.round(r.right)} w=${Math.round(r.width)}`)
  }
  return { w, scroll: document.documentElement.scrollWidth, res: res.slice(0, 12) }
})
console.log(JSON.stringify(out, null, 1))
await browser.close()
