import { test } from '@playwright/test'
import { onSite } from './support'

for (const width of [375, 768, 1440]) {
  test(`shots ${width}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width, height: 900 } })
    const page = await context.newPage()
    for (const site of [1, 3] as const) {
      await page.goto(onSite(baseURL, site, '/business'))
      await page.evaluate(() => document.querySelectorAll('.render-when-near').forEach((e) => e.classList.remove('render-when-near')))
      await page.waitForTimeout(500)
      await page.screenshot({ path: `/tmp/shots/business-${site}-${width}.png`, fullPage: true })
    }
    await page.goto(onSite(baseURL, 1, '/actualites'))
    const href = await page.getByTestId('news-cards').getByRole('link').first().getAttribute('href')
    await page.goto(onSite(baseURL, 1, href ?? '/'))
    await page.screenshot({ path: `/tmp/shots/news-${width}.png`, fullPage: true })
    await context.close()
  })
}
