import { expect, test } from '@playwright/test'

import { confirmPrivateOrder, onSite } from './support'

const WIDTHS = [375, 768, 1440]
for (const width of WIDTHS) {
  test(`shots ${width}`, async ({ page, baseURL }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: 900 })
    for (const site of [1, 2] as const) {
      await page.goto(onSite(baseURL, site, '/'))
      await page.getByRole('button', { name: /pause|Pause|Arrêter/i }).first().click().catch(() => undefined)
      await page.waitForTimeout(500)
      await page.screenshot({ path: `/tmp/catalogue-shots/home-${site}-${width}.png` })
    }
    await page.goto('/offres-combinees-477')
    await page.screenshot({ path: `/tmp/catalogue-shots/combo-${width}.png` })
    await page.goto('/commande?offre=duo-1g-tv')
    const summary = page.getByTestId('order-summary')
    await summary.scrollIntoViewIfNeeded()
    await summary.screenshot({ path: `/tmp/catalogue-shots/summary-${width}.png` })
    await page.getByLabel('Code postal').fill('1936')
    await page.getByRole('combobox', { name: 'Rue' }).fill('route des c')
    await page.getByRole('option', { name: /Route des Creux/ }).click()
    await page.getByLabel('N°', { exact: true }).fill('3')
    await page.getByRole('button', { name: 'Vérifier l’adresse' }).click()
    await expect(page.getByTestId('availability')).toBeVisible()
    await page.getByRole('button', { name: 'Continuer' }).click()
    await confirmPrivateOrder(page, `shot.${width}.${Date.now()}@example.ch`)
    await expect(page.getByTestId('order-done')).toBeVisible()
    await page.getByTestId('order-funnel').scrollIntoViewIfNeeded()
    await page.getByTestId('order-funnel').screenshot({ path: `/tmp/catalogue-shots/done-${width}.png` })
  })
}
