import { expect, test, type Locator } from '@playwright/test'

import { expectNoAxeViolations, onSite } from './support'

/**
 * The business home (§2 /business): solutions priced from each site's catalogue, the business line
 * (§2 top-navigation business phone) as a tel: link, references; and every "Commander" of the
 * business section opens the business funnel (§2 business order), the mobile action bar's included.
 */
const SITES = [
  { site: 1, tel: 'tel:+41800800401', phone: '0800 800 401' },
  { site: 3, tel: 'tel:+41263501112', phone: '026 350 11 12' },
] as const

/** The amounts of the prices a part of the page shows ("CHF 69.- /mois" → 69). */
async function amounts(prices: Locator): Promise<number[]> {
  return (await prices.allTextContents()).map((text) => {
    const match = /CHF\s*([\d']+)(?:\.(\d{2}))?/.exec(text)
    if (!match) throw new Error(`no price in "${text}"`)
    return Number(`${match[1]?.replace(/'/g, '')}.${match[2] ?? '0'}`)
  })
}

for (const { site, tel, phone } of SITES) {
  test(
    `site ${site}: at 375 px the business action bar's "Commander" opens the business funnel`,
    { tag: '@reads' },
    async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 375, height: 800 })
      for (const [path, order, funnel] of [
        ['/business', 'Commander', /\/business\/commande$/],
        ['/de/business', 'Bestellen', /\/de\/business\/bestellung$/],
      ] as const) {
        await page.goto(onSite(baseURL, site, path))
        const bar = page.getByTestId('mobile-action-bar')
        await expect(bar).toBeVisible()
        await bar.getByRole('link', { name: order }).click()
        await expect(page).toHaveURL(funnel)
        await expect(page.locator('[data-site]')).toHaveAttribute('data-audience', 'business')
        await expect(page.getByTestId('mobile-action-bar').getByRole('link', { name: order })).toHaveAttribute(
          'href',
          new URL(page.url()).pathname,
        )
      }
    },
  )

  test(
    `site ${site}: the business home shows its solutions at the catalogue's prices, the business line and references`,
    { tag: '@reads' },
    async ({ page, baseURL }) => {
      await page.goto(onSite(baseURL, site, '/business'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solutions pour les entreprises')

      const solutions = page.getByTestId('solution-card')
      await expect(solutions).toHaveCount(6)
      const cards = await solutions.all()
      const shown = await amounts(page.getByTestId('solution-price'))
      const links = await Promise.all(cards.map((card) => card.getByRole('link').getAttribute('href')))
      expect(links.map((link) => /-(\d+)$/.exec(link ?? '')?.[1])).toEqual(['575', '554', '568', '565', '2161', '560'])
      // Each "from" price is the lowest price on the offer cards of the solution's own page on this site.
      for (const [index, link] of links.entries()) {
        await page.goto(onSite(baseURL, site, link ?? ''))
        const offers: number[] = []
        for (const card of await page.getByTestId('offer-price').all()) offers.push(...(await amounts(card.getByTestId('price').first())))
        expect(offers.length, link ?? '').toBeGreaterThan(0)
        expect(shown[index], link ?? '').toBe(Math.min(...offers))
        // Its offers order in the business funnel.
        for (const order of await page
          .getByTestId('offer-card')
          .getByRole('link', { name: /Commander/ })
          .all()) {
          await expect(order).toHaveAttribute('href', /^\/business\/commande\?offre=/)
        }
      }

      await page.goto(onSite(baseURL, site, '/business'))
      const call = page.getByTestId('contact-teaser-phone')
      await expect(call).toHaveAttribute('href', tel)
      await expect(call).toHaveText(phone)
      await expect(page.getByTestId('contact-teaser').getByRole('link', { name: 'Écrire à un conseiller' })).toHaveAttribute(
        'href',
        /-576$/,
      )

      const references = page.getByTestId('references-teaser')
      await expect(references.getByRole('listitem')).toHaveCount(3)
      await references.getByRole('link', { name: 'Toutes nos références' }).click()
      await expect(page).toHaveURL(/\/business\/references$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos références')

      await page.goto(onSite(baseURL, site, '/business'))
      await expectNoAxeViolations(page, `site ${site} /business`)
    },
  )
}
