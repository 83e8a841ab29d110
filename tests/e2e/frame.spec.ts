import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { contrastRatio, type Rgb } from '../../src/lib/contrast'
import { onSite, waitForHydration } from './support'

/*
 * The frame around a page as a visitor meets it: a page opens on its title (no empty picture band
 * above it), the hero takes the site's colours, a "Commander" link lands the focus on the funnel,
 * and the top bar's focus ring stands out from the bar.
 */

// Polled: the 404 page's title is rendered again when its boundary meets the 404 in the browser.
async function expectH1Within(page: Page, top: number, message: string) {
  const heading = page.getByRole('heading', { level: 1 }).first()
  await expect.poll(async () => (await heading.boundingBox())?.y ?? Infinity, { message }).toBeLessThanOrEqual(top)
}

for (const width of [375, 1440]) {
  test(`at ${width} px a page without hero text opens on its title, not on a picture band`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 })
    // The network status and Entremont's help page: their seeded hero only repeats the page's title.
    for (const url of [onSite(baseURL, 1, '/etat-du-reseau-1637'), onSite(baseURL, 2, '/etat-du-reseau-1637')]) {
      await page.goto(url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectH1Within(page, 300, url)
      await expect(page.locator('[data-hero-single], [data-type]'), url).toHaveCount(0)
    }
    const missing = await page.goto('/rien-du-tout')
    expect(missing?.status()).toBe(404)
    await expectH1Within(page, 300, 'the 404 page')
  })
}

test("a hero banner without a colour of its own takes its site's primary colour", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const backgrounds: Record<number, string[]> = {}
  for (const site of [1, 2] as const) {
    await page.goto(onSite(baseURL, site, '/'))
    await expect(page.locator('[data-type]').first()).toBeAttached()
    // Banner cells the editor gave no background: the panel is the theme's.
    backgrounds[site] = await page
      .locator('[data-type="banner"]')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => getComputedStyle(cell).getPropertyValue('--hero-bg').trim() === '')
          .map((cell) => getComputedStyle(cell).backgroundColor),
      )
  }
  expect(backgrounds[1]!.length).toBeGreaterThan(0)
  expect(new Set(backgrounds[1])).toEqual(new Set(['rgb(11, 92, 173)']))
  expect(new Set(backgrounds[2])).toEqual(new Set(['rgb(194, 65, 12)']))
})

test('"Commander" on an offer card lands the focus on the funnel, a Tab from the postal code', async ({ page }) => {
  await page.goto('/offres-combinees-477')
  await waitForHydration(page)
  await page
    .getByTestId('offer-card')
    .first()
    .getByRole('link', { name: /Commander/ })
    .click()
  await expect(page).toHaveURL(/\/commande\?offre=/, { timeout: 30_000 })
  const funnel = page.getByTestId('order-funnel')
  await expect(funnel).toHaveAttribute('data-step', 'address')
  await expect(funnel.getByRole('heading', { name: 'Votre commande' })).toBeFocused()
  // From there the postal code is a few Tabs away, not the whole header's.
  const npa = funnel.getByRole('textbox', { name: /postal|NPA/i })
  await expect(npa).toBeVisible()
  let tabs = 0
  while (tabs < 8 && !(await npa.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('Tab')
    tabs += 1
  }
  await expect(npa).toBeFocused()
})

async function pixel(image: Buffer, x: number, y: number): Promise<Rgb> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (Math.round(y) * info.width + Math.round(x)) * info.channels
  return [data[at]!, data[at + 1]!, data[at + 2]!]
}

for (const site of [1, 2, 3] as const) {
  test(`site ${site}: the top bar's focus ring contrasts 3:1 with the bar, by its pixels`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(onSite(baseURL, site, '/'))
    await waitForHydration(page)
    const topBar = page.getByTestId('top-bar')
    const link = topBar.getByRole('link').first()
    // The keyboard's way in, so :focus-visible applies as it does for a visitor.
    for (let tabs = 0; tabs < 10 && !(await link.evaluate((element) => element === document.activeElement)); tabs += 1) {
      await page.keyboard.press('Tab')
    }
    await expect(link).toBeFocused()
    const box = (await link.boundingBox())!
    const margin = 10
    const clip = { x: box.x - margin, y: box.y, width: box.width + 2 * margin, height: box.height }
    const shot = await page.screenshot({ clip, animations: 'disabled' })
    // The ring: 3 px of outline 2 px outside the link's left edge; the bar: inside the link's left padding.
    const ring = await pixel(shot, margin - 3.5, box.height / 2)
    const bar = await pixel(shot, margin + 3, box.height / 2)
    const ratio = contrastRatio(ring, bar)
    expect(ratio, `ring ${ring.join(',')} on bar ${bar.join(',')}`).toBeGreaterThanOrEqual(3)
  })
}

test('the icons are drawn from the one sprite: each names a symbol it holds, and shows its drawing', async ({ page, baseURL, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(onSite(baseURL, 1, '/'))
  const hrefs = await page.locator('svg > use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(10)
  const addresses = new Set(hrefs.map((href) => href.split('#')[0]))
  expect([...addresses]).toEqual([expect.stringMatching(/^\/icons\.svg\?v=[0-9a-f]{12}$/)])
  // The same file for every site: asked of the server directly.
  const sprite = await request.get([...addresses][0]!)
  expect(sprite.status()).toBe(200)
  expect(sprite.headers()['content-type']).toContain('image/svg+xml')
  expect(sprite.headers()['cache-control']).toContain('immutable')
  const body = await sprite.text()
  for (const name of new Set(hrefs.map((href) => href.split('#')[1]))) expect(body, name).toContain(`<symbol id="${name}" `)
  // A reference the browser could not resolve has an empty box: each visible icon has its drawing's.
  await expect
    .poll(() =>
      page
        .locator('svg > use')
        .evaluateAll((uses) =>
          (uses as SVGUseElement[])
            .filter((use) => use.checkVisibility())
            .every((use) => use.getBBox().width > 0 && use.getBBox().height > 0),
        ),
    )
    .toBe(true)
})

test('text is drawn in the site’s font: the latin face of Inter loads, not only its fallback', async ({ page, baseURL }) => {
  await page.goto(onSite(baseURL, 1, '/'))
  const latinFaces = () =>
    page.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts]
        .filter((face) => face.family === 'Inter Variable' && /U\+0-FF\b/i.test(face.unicodeRange))
        .map((face) => face.status)
    })
  await expect.poll(latinFaces).toEqual(['loaded'])
  expect(await page.evaluate(() => document.fonts.check('700 16px "Inter Variable"', 'Bonjour'))).toBe(true)
})

test('the page looks up no system font for each size and weight it draws (the stack ends with system-ui)', async ({ browser, baseURL }) => {
  // Chromium's count of the lookups record 118 took out: one call to its browser process per size
  // and weight. The same page with a stack ending in sans-serif shows that the count still sees them.
  // Each load in a context of its own: another would reuse the stylesheet and the fonts looked up.
  const lookups = async (stackEndingInSansSerif: boolean) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    if (stackEndingInSansSerif)
      await page.route('**/*.css', async (route) => {
        const url = new URL(route.request().url())
        url.hostname = '127.0.0.1'
        const response = await route.fetch({ url: url.href })
        await route.fulfill({ response, body: (await response.text()).replace(/Roboto(?=[;}])/g, 'Roboto, sans-serif') })
      })
    const cdp = await context.newCDPSession(page)
    const names: string[] = []
    cdp.on('Tracing.dataCollected', ({ value }) => names.push(...value.map((event) => String(event.name))))
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: ['fonts', 'disabled-by-default-fonts'] },
      transferMode: 'ReportEvents',
    })
    await page.goto(onSite(baseURL, 1, '/'), { waitUntil: 'load' })
    await cdp.send('Tracing.end')
    await complete
    await context.close()
    return names.filter((name) => name.endsWith('GetWebFontRenderStyleForStrike')).length
  }
  expect(await lookups(true), 'lookups with a stack ending in sans-serif').toBeGreaterThan(10)
  expect(await lookups(false), 'lookups as served').toBe(0)
})
