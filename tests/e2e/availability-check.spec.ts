import { expect, test, type Locator } from '@playwright/test'

import { expectMail } from './mailbox'
import { adminToken, confirmPrivateOrder, expectNoAxeViolations, liveIsland, onSite, waitForHydration } from './support'

/** The home pages' availability check: address → offers there → "Commander" → the funnel at the details step → order stored. */

const MONTHLY = /^CHF \d{1,3}(?:'\d{3})*(?:\.-|\.\d{2}) \/mois$/

const ADDRESSES = {
  1: { npa: '1936', typed: 'route des c', street: 'Route des Creux', number: '3', city: 'Verbier' },
  2: { npa: '1936', typed: 'route des c', street: 'Route des Creux', number: '3', city: 'Verbier' },
  3: { npa: '1700', typed: 'perolles', street: 'Boulevard de Pérolles', number: '25', city: 'Fribourg' },
} as const

/** Keyboard only, as in the funnel: type, arrow to the suggestion, Enter, the number, Enter. */
async function checkAddress(check: Locator, address: (typeof ADDRESSES)[keyof typeof ADDRESSES]) {
  await check.getByLabel('Code postal').fill(address.npa)
  const combobox = check.getByRole('combobox', { name: 'Rue' })
  await combobox.fill(address.typed)
  await expect(check.getByRole('option', { name: new RegExp(address.street) })).toBeVisible()
  await combobox.press('ArrowDown')
  await combobox.press('Enter')
  await expect(combobox).toHaveValue(address.street)
  const number = check.getByLabel('N°', { exact: true })
  await number.fill(address.number)
  await number.press('Enter')
  await expect(check.getByTestId('availability')).toBeVisible()
}

for (const site of [1, 2, 3] as const) {
  test(`site ${site}: the home's check lists the offers at the address; "Commander" lands at the details step with the address kept; the order is stored`, async ({
    page,
    baseURL,
  }) => {
    const address = ADDRESSES[site]
    await page.goto(onSite(baseURL, site, '/'))
    const check = await liveIsland(page, 'availability-check')
    // Right after the hero: the first bloc of the page.
    await expect(page.locator('[data-bloc="0"]').getByTestId('availability-check')).toBeVisible()
    await checkAddress(check, address)
    await expect(check.getByTestId('availability')).toContainText('Réseau :')

    const offer = check.getByTestId('availability-offers').locator('[data-offer="duo-1g-tv"]')
    const price = ((await offer.getByTestId('offer-price').getByTestId('price').first().textContent()) ?? '').replace(/\s+/g, ' ').trim()
    expect(price).toMatch(MONTHLY)
    await expectNoAxeViolations(page, `home of site ${site} with its offers`)
    await offer.getByRole('link', { name: /Commander/ }).click()

    await expect(page).toHaveURL(/\/commande\?offre=duo-1g-tv$/, { timeout: 30_000 })
    const funnel = page.getByTestId('order-funnel')
    await expect(funnel).toHaveAttribute('data-step', 'details')
    await expect(page.getByTestId('order-summary')).toContainText(price)
    // A reload keeps the funnel where it was.
    await page.reload()
    await expect(funnel).toHaveAttribute('data-step', 'details')

    const email = `check.${site}.${Date.now()}@example.ch`
    const reference = await confirmPrivateOrder(page, email)
    await expectMail(email, reference)

    const token = await adminToken(page.request)
    const orders = await page.request.get(`/cms-api/orders?where[reference][equals]=${reference}`, {
      headers: { authorization: `JWT ${token}` },
    })
    expect(orders.ok(), await orders.text()).toBe(true)
    const stored = ((await orders.json()) as { docs: Record<string, unknown>[] }).docs[0]
    expect(stored).toMatchObject({
      site: String(site),
      offer: 'duo-1g-tv',
      npa: address.npa,
      street: address.street,
      number: address.number,
      city: address.city,
    })
  })
}

test('an address served by another operator shows the §8 redirect and no offer', async ({ page, baseURL }) => {
  await page.goto(onSite(baseURL, 1, '/'))
  const check = await liveIsland(page, 'availability-check')
  await check.getByLabel('Code postal').fill('1896')
  const redirect = check.getByTestId('redirect')
  await expect(redirect).toContainText('Votre téléréseau local s’occupe de votre commande')
  await expect(redirect.getByRole('link', { name: /Commander chez VOE/ })).toHaveAttribute('href', 'https://www.voe.ch/commande')
  await expect(check.getByRole('combobox', { name: 'Rue' })).toHaveCount(0)
  await expect(check.getByTestId('availability-offers')).toHaveCount(0)
  await expectNoAxeViolations(page, 'home with a redirect')
})

test('in German and at 375 px: no horizontal scrolling, offers with prices', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(onSite(baseURL, 2, '/de'))
  const check = await liveIsland(page, 'availability-check')
  // A code cut short gets its answer on Enter, and it goes once the code is whole.
  await check.getByLabel('Postleitzahl').fill('19')
  await check.getByLabel('Postleitzahl').press('Enter')
  await expect(check.getByText('Eine Postleitzahl hat 4 Ziffern')).toBeVisible()
  await check.getByLabel('Postleitzahl').fill('1936')
  await expect(check.getByText('Eine Postleitzahl hat 4 Ziffern')).toHaveCount(0)
  await expect(check.getByRole('combobox')).toBeVisible()
  await check.getByRole('combobox').fill('route des c')
  await check.getByRole('combobox').press('ArrowDown')
  await check.getByRole('combobox').press('Enter')
  await check.getByLabel('Nr.', { exact: true }).fill('3')
  await check.getByLabel('Nr.', { exact: true }).press('Enter')
  await expect(check.getByRole('heading', { name: 'Die Angebote an dieser Adresse' })).toBeVisible()
  await expect(check.getByTestId('offer-card').first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})

test(
  'below the first screen the check and the configurator run only once a visitor comes to them, keeping what was typed',
  { tag: '@reads' },
  async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    await page.goto(onSite(baseURL, 1, '/'))
    await waitForHydration(page)
    const islands = page.locator('[data-island]')
    await expect(islands).toHaveCount(2)
    // The page has run, the islands are still their server HTML: their code is not loaded.
    await expect(islands.and(page.locator('[data-hydrated]'))).toHaveCount(0)

    // Focused from the keyboard and typed into at once: the island loads and takes the text and the focus.
    const npa = page.getByTestId('availability-check').getByLabel('Code postal')
    await npa.focus()
    await page.keyboard.type('1896')
    await expect(islands.first()).toHaveAttribute('data-hydrated', '')
    await expect(npa).toBeFocused()
    await expect(npa).toHaveValue('1896')
    await expect(page.getByTestId('redirect')).toContainText('Votre téléréseau local s’occupe de votre commande')
    await expect(islands.last()).not.toHaveAttribute('data-hydrated', '')

    await page.getByTestId('pack-configurator').scrollIntoViewIfNeeded()
    await expect(islands.last()).toHaveAttribute('data-hydrated', '')
  },
)

test.describe('the configurator before its catalogue comes', () => {
  // The page's own requests, not the service worker's, so that the test holds them.
  test.use({ serviceWorkers: 'block' })

  test(
    'draws its offers and prices at once; its first click is kept while its catalogue comes, a failed load is asked again at the next touch',
    { tag: '@reads' },
    async ({ page, baseURL }) => {
      // The first load of the catalogue fails (offline); the next one waits until the visitor has clicked.
      let loads = 0
      let letCatalogueCome: () => void = () => undefined
      const held = new Promise<void>((resolve) => (letCatalogueCome = resolve))
      await page.route(/\/api\/pack-configurator\?/, async (route) => {
        loads++
        if (loads === 1) return route.abort('internetdisconnected')
        await held
        await route.continue()
      })
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(onSite(baseURL, 1, '/'))
      await waitForHydration(page)
      const configurator = page.getByTestId('pack-configurator')
      const island = page.locator('[data-island]').filter({ has: configurator })
      const internet = configurator.getByTestId('configurator-choice').filter({ hasText: 'Internet 300' })
      await expect(internet).toContainText('CHF 49.- /mois')

      await configurator.scrollIntoViewIfNeeded()
      await expect.poll(() => loads).toBe(1)
      await expect(island).not.toHaveAttribute('data-hydrated', '')

      await internet.click()
      await expect.poll(() => loads).toBe(2)
      await expect(island).not.toHaveAttribute('data-hydrated', '')
      letCatalogueCome()
      await expect(island).toHaveAttribute('data-hydrated', '')
      await expect(internet.getByRole('radio')).toBeChecked()
      await expect(page.getByTestId('summary-monthly')).toContainText('49')
      await expect(page).toHaveURL(/configuration=internet-300/)
      // What a chosen offer brings came with the catalogue: its options.
      await expect(configurator.getByTestId('configurator-options')).toBeVisible()
    },
  )
})
