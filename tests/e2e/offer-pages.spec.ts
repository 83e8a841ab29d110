import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, onSite, waitForHydration } from './support'

/**
 * An offer page's first screen says what the page sells: its H1 ends within the top 600 px on a
 * phone (375 × 812) and a desktop (1440 × 900), and its hero names the product whose price its
 * circle shows (the catalogue's name, beside the price). Screenshots of each are kept.
 */
const PAGES = [
  { path: '/offres-combinees-477', h1: 'Offres combinées', product: 'Duo 1 Gbit/s + TV' },
  { path: '/offres-mobiles-503', h1: 'Abonnements mobiles', product: null },
  { path: '/television-514', h1: 'Télévision', product: 'TV Basic' },
  { path: '/packs-jeunes-482', h1: null, product: 'Young Duo' },
  { path: '/business/soho-575', h1: null, product: 'Business Internet 1G' },
] as const

const SCREENS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const

for (const screen of SCREENS) {
  test(`at ${screen.width} × ${screen.height}: each offer page's H1 ends within 600 px, its hero names the product it prices`, async ({
    page,
  }) => {
    test.slow()
    await page.setViewportSize(screen)
    for (const { path, h1, product } of PAGES) {
      await page.goto(path)
      const title = page.getByRole('heading', { level: 1 })
      if (h1) await expect(title, path).toHaveText(h1)
      const box = await title.boundingBox()
      expect(box, path).not.toBeNull()
      expect(box!.y + box!.height, `${path}: the H1's bottom`).toBeLessThanOrEqual(600)
      // The hero says what it is: a headline of its own, never the page's title again.
      const heroTitles = (await page.getByTestId('hero-title').allTextContents()).map((text) => text.trim())
      expect(heroTitles.length, `${path}: a hero headline`).toBeGreaterThan(0)
      if (product) {
        expect(heroTitles, path).toContain(product)
        // The price circle sits in the cell that names the product.
        const cell = page.locator('[data-text-side]').filter({ has: page.getByTestId('hero-title').filter({ hasText: product }) })
        await expect(cell.getByTestId('price-circle'), path).toHaveCount(1)
        // The combo's chips say what it holds, never a mobile, landline or cloud it does not.
        if (product === 'Duo 1 Gbit/s + TV') {
          await expect(cell.getByTestId('slogan-coloured'), path).toContainText('1 Gbit/s')
          await expect(cell.getByTestId('slogan-coloured'), path).not.toContainText(/Mobile|Fixe|Cloud/)
        }
      }
      await page.screenshot({ path: test.info().outputPath(`${path.replace(/\W+/g, '-')}-${screen.width}.png`) })
    }
  })
}

test('the changed offer page at 768 px too', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 })
  for (const path of ['/offres-combinees-477', '/business/soho-575']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(768)
    await page.screenshot({ path: test.info().outputPath(`${path.replace(/\W+/g, '-')}-768.png`) })
  }
})

test('the homes of the three sites, phone and desktop, before and after the consent choice: axe finds nothing, best practices included', async ({
  browser,
  baseURL,
}) => {
  // Twelve pages, each hydrated and read by axe: minutes on a busy machine.
  test.setTimeout(300_000)
  for (const consent of [false, true]) {
    const context = await browser.newContext({ baseURL, ...(consent ? { storageState: test.info().project.use.storageState } : {}) })
    const page = await context.newPage()
    for (const site of [1, 2, 3] as const) {
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(onSite(baseURL, site, '/'))
        await waitForHydration(page)
        await expectNoAxeViolations(page, `home of site ${site} at ${width}${consent ? '' : ', consent banner open'}`, 'all')
      }
    }
    await context.close()
  }
})

test('on every site and in each of its languages, phone and desktop: the offer pages open on their H1 and a hero that names the product it prices', async ({
  page,
  baseURL,
}) => {
  test.slow()
  const pages = [
    { site: 1, path: '/de/kombiangebote-477', h1: 'Kombiangebote', product: 'Duo 1 Gbit/s + TV' },
    { site: 1, path: '/en/television-514', h1: 'Television', product: 'TV Basic' },
    { site: 2, path: '/offres-combinees-477', h1: 'Offres combinées', product: 'Duo 1 Gbit/s + TV' },
    { site: 2, path: '/en/combo-offers-477', h1: 'Combo offers', product: 'Duo 1 Gbit/s + TV' },
    { site: 3, path: '/de/fernsehen-514', h1: 'Fernsehen', product: 'TV Basic' },
    { site: 3, path: '/offres-mobiles-503', h1: 'Abonnements mobiles', product: null },
  ] as const
  for (const screen of SCREENS) {
    await page.setViewportSize(screen)
    for (const { site, path, h1, product } of pages) {
      const where = `site ${site} ${path} at ${screen.width}`
      await page.goto(onSite(baseURL, site, path))
      const title = page.getByRole('heading', { level: 1 })
      await expect(title, where).toHaveText(h1)
      const box = await title.boundingBox()
      expect(box, where).not.toBeNull()
      expect(box!.y + box!.height, `${where}: the H1's bottom`).toBeLessThanOrEqual(600)
      if (product) {
        const cell = page.locator('[data-text-side]').filter({ has: page.getByTestId('hero-title').filter({ hasText: product }) })
        await expect(cell.getByTestId('price-circle'), where).toHaveCount(1)
      }
    }
  }
})
