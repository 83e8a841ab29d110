import { expect, test, type Page } from '@playwright/test'

import { expectMail, mailText } from './mailbox'
import { adminToken, confirmPrivateOrder, ownClient, ownClientAddress } from './support'

/** A mobile plan alone goes by post: a delivery address, no network or fibre check, a confirmation that says so. */

async function shoot(page: Page, name: string) {
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}`).toBeLessThanOrEqual(width)
    await page.getByTestId('order-funnel').screenshot({ path: test.info().outputPath(`${name}-${width}.png`) })
  }
  await page.setViewportSize({ width: 375, height: 800 })
}

test('a mobile-only order: delivery address without a fibre check, stored as a delivery, confirmation and mail about the SIM card', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await ownClient(page)
  await page.setViewportSize({ width: 375, height: 800 })
  const email = `sim.${Date.now()}@example.ch`
  await page.goto('/commande?offre=mobile-plus')
  const funnel = page.getByTestId('order-funnel')
  await expect(funnel).toHaveAttribute('data-step', 'address')
  await expect(funnel.getByRole('group', { name: 'Adresse de livraison' })).toBeVisible()
  await expect(funnel).toContainText('votre carte SIM vous est envoyée par la poste')
  await expect(funnel).not.toContainText('Adresse d’installation')

  // 1896 is a postal code whose local network takes every installation itself: a SIM card goes there all the same.
  await page.getByLabel('Code postal').fill('1896')
  const street = page.getByRole('combobox', { name: 'Rue' })
  await street.fill('simpl')
  await expect(page.getByRole('option', { name: /Route du Simplon/ })).toBeVisible()
  await street.press('ArrowDown')
  await street.press('Enter')
  await page.getByLabel('N°', { exact: true }).fill('2')
  await expect(page.getByRole('button', { name: 'Vérifier l’adresse' })).toHaveCount(0)
  await expect(page.getByText('Votre téléréseau local s’occupe de votre commande')).toHaveCount(0)
  await shoot(page, 'delivery-address')
  await page.getByRole('button', { name: 'Utiliser cette adresse' }).click()
  await expect(page.getByTestId('order-delivery-confirmed')).toHaveText('Votre carte SIM sera envoyée à : Route du Simplon 2, 1896 Vouvry.')
  // No availability or network: nothing was checked but the street.
  await expect(page.getByTestId('availability')).toHaveCount(0)
  await page.getByRole('button', { name: 'Continuer' }).click()
  await expect(funnel).toHaveAttribute('data-step', 'details')
  await expect(funnel.locator('dt', { hasText: 'Adresse de livraison' }).locator('+ dd')).toHaveText('Route du Simplon 2, 1896 Vouvry')

  const reference = await confirmPrivateOrder(page, email)
  await expect(funnel).toHaveAttribute('data-step', 'done')
  const next = page.getByTestId('order-next')
  await expect(next).toContainText('Votre carte SIM part par la poste à votre adresse de livraison')
  await expect(next).toContainText('Votre ligne est activée le jour de l’envoi')
  await expect(next).not.toContainText('installation')
  // The price recap stays beside the confirmation.
  const summary = page.getByTestId('order-summary')
  await expect(summary.getByTestId('summary-line')).toHaveText([/Mobile Plus/])
  await expect(summary.getByTestId('summary-monthly')).toHaveText(/CHF\s*29\.-\s*\/mois/)
  await expect(summary.getByTestId('summary-one-off')).toHaveText(/CHF\s*40\.-/)
  await shoot(page, 'delivery-done')

  const body = mailText(await expectMail(email, reference))
  expect(body).toContain('Adresse de livraison: Route du Simplon 2, 1896 Vouvry')
  expect(body).toContain('Votre carte SIM part par la poste à l’adresse de livraison ci-dessus')
  expect(body).toContain('Offre: Mobile Plus, CHF 29.- par mois')
  expect(body).not.toMatch(/installation|Réseau:/)
  expect(mailText(await expectMail('service@netplus.ch', reference))).toContain('Nouvelle commande mobile')

  const token = await adminToken(page.request)
  const orders = await page.request.get(`/cms-api/orders?where[reference][equals]=${reference}&depth=0`, {
    headers: { authorization: `JWT ${token}` },
  })
  const stored = ((await orders.json()) as { docs: Record<string, unknown>[] }).docs[0]
  expect(stored).toMatchObject({
    fulfilment: 'delivery',
    pack: 'mobile',
    npa: '1896',
    city: 'Vouvry',
    street: 'Route du Simplon',
    number: '2',
  })
  expect(stored?.distributor ?? null).toBeNull()
  expect(stored?.availability ?? null).toBeNull()
})

test('in German and English the confirmation says what happens to a SIM card', { tag: '@variant' }, async ({ context }) => {
  test.setTimeout(90_000)
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ownClientAddress() })
  const cases = [
    {
      path: '/de/bestellung?offre=mobile-start',
      npa: 'Postleitzahl',
      street: 'Strasse',
      use: 'Diese Adresse verwenden',
      next: 'Ihre SIM-Karte kommt per Post',
    },
    { path: '/en/order?offre=mobile-max', npa: 'Postcode', street: 'Street', use: 'Use this address', next: 'Your SIM card goes by post' },
  ]
  for (const [index, item] of cases.entries()) {
    // A tab of its own: the funnel of the tab before keeps its placed order.
    const page = await context.newPage()
    await page.goto(item.path)
    await page.getByLabel(item.npa).fill('1936')
    const street = page.getByRole('combobox', { name: item.street })
    await street.fill('route des c')
    await street.press('ArrowDown')
    await street.press('Enter')
    await page.getByLabel(/Nr\.|No\./).fill('3')
    await page.getByRole('button', { name: item.use }).click()
    await page
      .getByTestId('order-funnel')
      .getByRole('button', { name: /Weiter|Continue/ })
      .click()
    await page.getByRole('radio', { name: /Frau|Mrs/ }).check()
    await page.getByLabel(/Vorname|First name/).fill('Lea')
    await page.getByLabel(/Nachname|Last name/).fill('Rossier')
    await page.getByLabel(/E-Mail|Email/).fill(`sim.${index}.${Date.now()}@example.ch`)
    await page.getByLabel(/Telefon|Phone/).fill('079 555 12 34')
    await page.getByLabel(/Geburtsdatum|Date of birth/).fill('1988-04-12')
    await page.getByRole('button', { name: /Bestellung bestätigen|Confirm order/ }).click()
    await expect(page.getByTestId('order-next')).toContainText(item.next)
    await expect(page.getByTestId('order-summary').getByTestId('summary-monthly')).toBeVisible()
  }
})
