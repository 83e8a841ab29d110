import { expect, test, type Page } from '@playwright/test'

import { expectMail } from './mailbox'
import {
  adminToken,
  confirmPrivateOrder,
  enterOrderAddress,
  onSite,
  orderAddressStep,
  PHONE_FORMS,
  type TypedAddress,
  waitForHydration,
} from './support'

/** The order funnel on seeded addresses (§4); mails arrive in the run's mailbox (tests/e2e/mailbox.ts). */

/** Fribourg's network. */
const PEROLLES: TypedAddress = { npa: '1700', typed: 'perolles', street: 'Boulevard de Pérolles', number: '5' }

function onHost(baseURL: string | undefined, host: string, path: string): string {
  const url = new URL(path, baseURL)
  url.hostname = host
  return url.toString()
}

async function fillContact(page: Page, email: string) {
  await page.getByRole('radio', { name: 'Madame' }).check()
  await page.getByLabel('Prénom').fill('Léa')
  await page.getByLabel('Nom', { exact: true }).fill('Rossier')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Téléphone').fill('+41 79 555 12 34')
}

test('the order carries the forms’ security code, computed unseen while the customer types', async ({ page }) => {
  await page.goto('/commande?offre=duo-1g-tv')
  await enterOrderAddress(page)
  await page.getByRole('button', { name: 'Continuer' }).click()
  await fillContact(page, `with.code.${Date.now()}@example.ch`)
  await page.getByLabel('Date de naissance').fill('1988-04-12')
  // Solved in the background: nothing to tick, nothing shown.
  await expect(page.locator('[data-security-code] input[type="checkbox"]')).toBeChecked({ timeout: 20_000 })
  await expect(page.locator('[data-security-code]')).toBeHidden()
  await page.getByRole('button', { name: 'Confirmer la commande' }).click()
  // The server refuses an order without a solved code (tests/e2e/hardening.spec.ts): this one carried it.
  await expect(page.getByTestId('order-reference')).toHaveText(/^CMD-\d{4}-[2-9A-HJKMNP-TV-Z]{8}$/)
})

test.describe('a served address ends in a stored order and a mail', () => {
  test('private customer, from an offer link to the reference, mail received, order in the CMS', async ({ page, request }) => {
    const email = `lea.${Date.now()}@example.ch`
    await page.goto('/commande?offre=duo-1g-tv')
    await expect(page.getByTestId('order-funnel')).toHaveAttribute('data-step', 'address')
    await expect(page.locator('[aria-current="step"]')).toContainText('Adresse')
    await enterOrderAddress(page)
    await expect(page.getByTestId('availability')).toContainText('Fibre optique disponible')
    await page.getByRole('button', { name: 'Continuer' }).click()

    await fillContact(page, email)
    await page.getByLabel('Date de naissance').fill(`${new Date().getFullYear() - 16}-06-01`)
    await page.getByRole('button', { name: 'Confirmer la commande' }).click()
    await expect(page.getByText('Vous n’êtes pas majeur')).toBeVisible()
    await page.getByLabel('Date de naissance').fill('1988-04-12')
    await page.getByRole('button', { name: 'Confirmer la commande' }).click()

    const reference = (await page.getByTestId('order-reference').textContent()) ?? ''
    expect(reference).toMatch(/^CMD-\d{4}-[2-9A-HJKMNP-TV-Z]{8}$/)
    await expect(page.getByTestId('order-reference').locator('..')).toHaveText(`Numéro de commande\u00a0: ${reference}`)
    await expectMail(email, reference)
    await expectMail('info@teleentremont.ch', reference)

    const token = await adminToken(request)
    const orders = await request.get(`/cms-api/orders?where[reference][equals]=${reference}`, {
      headers: { authorization: `JWT ${token}` },
    })
    expect(((await orders.json()) as { docs: { email: string }[] }).docs[0]?.email).toBe(email)
  })
})

test(
  'the phone number as Swiss customers write it: each form is taken, and the order and its mail hold it in E.164',
  { tag: '@variant' },
  async ({ page, request }) => {
    test.setTimeout(180_000)
    const placed: [string, string, string][] = []
    for (const [typed, e164] of PHONE_FORMS) {
      const email = `phone.${Date.now()}@example.ch`
      // The funnel keeps the placed order to show in this tab: each order starts afresh.
      if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear())
      await page.goto('/commande?offre=internet-300')
      await orderAddressStep(page, PEROLLES)
      await expect(page.getByLabel('Téléphone')).toHaveAttribute('type', 'tel')
      await expect(page.getByLabel('Téléphone')).toHaveAttribute('autocomplete', 'tel')
      await expect(page.getByLabel('Téléphone')).toHaveAccessibleDescription('Par exemple 079 123 45 67 ou +41 79 123 45 67.')
      const reference = await confirmPrivateOrder(page, email, { phone: typed })
      const mail = await expectMail(email, reference)
      expect(mail.data, typed).toContain(e164)
      placed.push([typed, e164, reference])
    }
    // Read in one go after the orders: a connection of the API client left idle meanwhile is closed by the server.
    const token = await adminToken(request)
    for (const [typed, e164, reference] of placed) {
      const orders = await request.get(`/cms-api/orders?where[reference][equals]=${reference}`, {
        headers: { authorization: `JWT ${token}` },
      })
      expect(((await orders.json()) as { docs: { phone: string }[] }).docs[0]?.phone, typed).toBe(e164)
    }
  },
)

test(
  'a phone number that is none: the field says so, with an example of the forms it takes (375 px)',
  { tag: '@reads' },
  async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/commande?offre=internet-300')
    await orderAddressStep(page, PEROLLES)
    const phone = page.getByLabel('Téléphone')
    for (const typed of ['079 123 45', '49 151 23456789', '079 ABC 45 67']) {
      await phone.fill(typed)
      await phone.blur()
      await expect(phone, typed).toHaveAttribute('aria-invalid', 'true')
      await expect(phone).toHaveAccessibleDescription(
        /Veuillez saisir un numéro de téléphone valide, p\. ex\. 079 123 45 67 ou \+41 79 123 45 67/,
      )
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.locator('form').screenshot({ path: test.info().outputPath('details-step-phone-error-375.png') })
    await phone.fill('079 123 45 67')
    await phone.blur()
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true')
  },
)

test('orders are not public', async ({ request }) => {
  expect((await request.get('/cms-api/orders')).status()).toBe(403)
  expect((await request.get('/cms-api/outbox')).status()).toBe(403)
})

test(
  'a postal code with a redirect rule sends the visitor to the local network, nothing more is asked',
  { tag: '@reads' },
  async ({ page }) => {
    await page.goto('/commande?offre=duo-1g-tv')
    await page.getByLabel('Code postal').fill('1896')
    const redirect = page.getByTestId('redirect')
    await expect(redirect).toContainText('Votre téléréseau local s’occupe de votre commande')
    await expect(redirect.getByRole('link', { name: /Commander chez VOE/ })).toHaveAttribute('href', 'https://www.voe.ch/commande')
    await expect(page.getByRole('combobox', { name: 'Rue' })).toHaveCount(0)

    // Following the link records it (§4 redirect toggle): the funnel says where the visitor went and
    // offers to start again with another address, also after a reload.
    await page.context().route('https://www.voe.ch/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>VOE</title>' }))
    const popup = page.waitForEvent('popup')
    await redirect.getByRole('link', { name: /Commander chez VOE/ }).click()
    await (await popup).close()
    await expect(redirect).toContainText('La page de commande de VOE Télé-réseau s’est ouverte dans un nouvel onglet')
    await page.reload()
    await expect(redirect).toContainText('La page de commande de VOE Télé-réseau s’est ouverte dans un nouvel onglet')
    await redirect.getByRole('button', { name: 'Saisir une autre adresse' }).click()
    await expect(redirect).toHaveCount(0)
    await expect(page.getByLabel('Code postal')).toBeFocused()
    await expect(page.getByLabel('Code postal')).toHaveValue('')
  },
)

test('an unknown street: no suggestion, then "street not found"; a bad postal code is refused', { tag: '@reads' }, async ({ page }) => {
  await page.goto('/commande?offre=internet-300')
  await page.getByLabel('Code postal').fill('1700')
  // A disabled action says what it still needs.
  const check = page.getByRole('button', { name: 'Vérifier l’adresse' })
  await expect(check).toBeDisabled()
  await expect(check).toHaveAccessibleDescription('Indiquez la rue et le numéro pour vérifier l’adresse.')
  await expect(check).toHaveCSS('cursor', 'not-allowed')
  const combobox = page.getByRole('combobox', { name: 'Rue' })
  await combobox.fill('Rue qui nexiste pas')
  await expect(page.getByRole('listbox')).toContainText('Aucun résultat')
  // Letters inside a name also suggest: no street of 1934 starts a word with 'a'.
  await page.getByLabel('Code postal').fill('1934')
  await combobox.fill('a')
  await expect(page.getByRole('option', { name: 'Place de l’Église' })).toBeVisible()
  await expect(page.getByRole('option', { name: 'Chemin de la Dranse' })).toBeVisible()
  await page.getByLabel('Code postal').fill('1700')
  await combobox.fill('Rue qui nexiste pas')
  await page.getByLabel('N°', { exact: true }).fill('1')
  await page.getByRole('button', { name: 'Vérifier l’adresse' }).click()
  await expect(page.getByText('Rue introuvable pour ce code postal.')).toBeVisible()
  await page.getByLabel('Code postal').fill('0123')
  await expect(page.getByText('Code postal invalide')).toBeVisible()
  // Too short: Enter says so, at the field, instead of nothing.
  await page.getByLabel('Code postal').fill('19')
  await page.getByLabel('Code postal').press('Enter')
  await expect(page.getByLabel('Code postal')).toHaveAccessibleDescription(/Un code postal compte 4 chiffres/)
  await expect(page.getByLabel('Code postal')).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Code postal').fill('8000')
  await expect(page.getByText('Cette adresse n’est pas référencée. Veuillez contacter l’opérateur.')).toBeVisible()
})

test('the funnel keeps its state across a reload', { tag: '@reads' }, async ({ page }) => {
  await page.goto('/commande?offre=tv-basic')
  await enterOrderAddress(page, { npa: '1630', typed: 'grand', street: 'Grand-Rue', number: '2' })
  await page.reload()
  await expect(page.getByLabel('Code postal')).toHaveValue('1630')
  await expect(page.getByRole('combobox', { name: 'Rue' })).toHaveValue('Grand-Rue')
  await expect(page.getByTestId('availability')).toBeVisible()
})

test('business variant: company and contact person, required fields, order placed', async ({ page }) => {
  await page.goto('/business/commande?offre=soho-internet-1g')
  await orderAddressStep(page, { npa: '1920', typed: 'avenue de la g', street: 'Avenue de la Gare', number: '5' })
  await expect(page.getByLabel('Date de naissance')).toHaveCount(0)
  await page.getByRole('button', { name: 'Confirmer la commande' }).click()
  await expect(page.getByText('Ce champ est requis').first()).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Entreprise', exact: true })).toHaveAttribute('aria-invalid', 'true')
  await page.getByRole('textbox', { name: 'Entreprise', exact: true }).fill('Boulangerie Rossier SA')
  await fillContact(page, `pme.${Date.now()}@example.ch`)
  await page.getByRole('button', { name: 'Confirmer la commande' }).click()
  await expect(page.getByTestId('order-reference')).toHaveText(/^CMD-\d{4}-[2-9A-HJKMNP-TV-Z]{8}$/)
})

test('Fribourg site: its own flow with distributor 376, no redirect step', { tag: '@reads' }, async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'c.localhost', '/commande?offre=duo-1g-tv'))
  await page.getByLabel('Code postal').fill('1896')
  await expect(page.getByTestId('redirect')).toHaveCount(0)
  await expect(page.getByText('Cette adresse n’est pas référencée. Veuillez contacter l’opérateur.')).toBeVisible()
  await enterOrderAddress(page, { ...PEROLLES, number: '25' })
  await expect(page.getByTestId('availability')).toContainText('Réseau : Netplus Fribourg')
})

test('usable at 375 px: no horizontal scrolling, the step indicator shows the current step', { tag: '@reads' }, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/commande?offre=duo-1g-tv')
  await page.getByLabel('Code postal').fill('1936')
  await expect(page.getByRole('combobox', { name: 'Rue' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await expect(page.locator('[aria-current="step"]')).toContainText('Adresse')
})

test('a British number on the English funnel: the order takes it and keeps it in E.164', async ({ page, request }) => {
  test.setTimeout(90_000)
  await page.goto('/en/order?offre=internet-300')
  await orderAddressStep(page, PEROLLES, 'en')
  const email = `uk.${Date.now()}@example.ch`
  const reference = await confirmPrivateOrder(page, email, { phone: '+44 20 7946 0958', locale: 'en' })
  const token = await adminToken(request)
  const orders = await request.get(`/cms-api/orders?where[reference][equals]=${reference}`, { headers: { authorization: `JWT ${token}` } })
  expect(((await orders.json()) as { docs: { phone: string }[] }).docs[0]?.phone).toBe('+442079460958')
})

test('street suggestions read the short forms customers type: "bd", "st-pierre", "av. de la gare"', { tag: '@reads' }, async ({ page }) => {
  await page.goto('/commande?offre=internet-300')
  const street = page.getByRole('combobox', { name: 'Rue' })
  await page.getByLabel('Code postal').fill('1700')
  for (const [typed, found] of [
    ['bd de pé', 'Boulevard de Pérolles'],
    ['st-pierre', 'Rue Saint-Pierre'],
    ['av. de la gare', 'Avenue de la Gare'],
  ] as const) {
    await street.fill(typed)
    // The street, then the place it is in.
    await expect(page.getByRole('option').first(), typed).toHaveText(new RegExp(`^${found}\\s*1700 Fribourg$`))
  }
})

test('the funnel opens on the step the address asks for, in the server’s HTML: step 2 with the offer and its price before any script', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  for (const [path, lines] of [
    ['/commande?offre=duo-1g-tv', ['duo-1g-tv']],
    ['/commande?configuration=internet-300,mobile-plus:2', ['internet-300', 'mobile-plus']],
  ] as const) {
    await page.goto(path)
    const funnel = page.getByTestId('order-funnel')
    await expect(funnel, path).toHaveAttribute('data-step', 'address')
    await expect(funnel.getByLabel('Code postal')).toBeVisible()
    await expect(funnel.locator('[aria-current="step"]')).toContainText('Adresse')
    const summary = page.getByTestId('order-summary')
    await expect(summary.getByTestId('summary-line')).toHaveCount(lines.length)
    for (const [index, slug] of lines.entries())
      await expect(summary.getByTestId('summary-line').nth(index)).toHaveAttribute('data-slug', slug)
    await expect(summary.getByTestId('summary-monthly').getByTestId('price')).toHaveText(/^CHF\s*\d/)
  }
  // Without a choice, the offers.
  await page.goto('/commande')
  await expect(page.getByTestId('order-funnel')).toHaveAttribute('data-step', 'offer')
  await context.close()
})

test('the funnel’s first paint is the linked step on every site and in each of its languages, phone and desktop, without any script', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  for (const [site, path, postcode, step, width] of [
    [1, '/de/bestellung?offre=duo-1g-tv', 'Postleitzahl', 'Adresse', 375],
    [1, '/en/order?offre=duo-1g-tv', 'Postcode', 'Address', 1440],
    [2, '/commande?offre=duo-1g-tv', 'Code postal', 'Adresse', 375],
    [2, '/en/order?offre=duo-1g-tv', 'Postcode', 'Address', 375],
    [3, '/de/bestellung?offre=duo-1g-tv', 'Postleitzahl', 'Adresse', 1440],
    [3, '/commande?offre=duo-1g-tv', 'Code postal', 'Adresse', 1440],
  ] as const) {
    const where = `site ${site} ${path} at ${width}`
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await page.goto(onSite(baseURL, site, path))
    const funnel = page.getByTestId('order-funnel')
    await expect(funnel, where).toHaveAttribute('data-step', 'address')
    await expect(funnel.getByLabel(postcode), where).toBeVisible()
    await expect(funnel.locator('[aria-current="step"]'), where).toContainText(step)
    const summary = page.getByTestId('order-summary')
    await expect(summary.getByTestId('summary-line'), where).toHaveCount(1)
    await expect(summary.getByTestId('summary-line').first(), where).toHaveAttribute('data-slug', 'duo-1g-tv')
  }
  await context.close()
})

test('with its scripts too, a link’s funnel never shows the offer step: every step the page showed, from the first paint on, is the address', async ({
  page,
}) => {
  // Every value the funnel's step takes, from the parsed HTML to the running funnel.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { funnelSteps: string[] }).funnelSteps = seen
    const record = () => {
      const step = document.querySelector('[data-testid="order-funnel"]')?.getAttribute('data-step')
      if (step && seen[seen.length - 1] !== step) seen.push(step)
    }
    new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-step'] })
  })
  for (const path of ['/commande?offre=duo-1g-tv', '/de/bestellung?configuration=internet-300,mobile-plus:2']) {
    await page.goto(path)
    await waitForHydration(page)
    // The step runs: its fields take input.
    await expect(page.getByTestId('order-funnel').locator('fieldset').first()).toBeEnabled()
    expect(await page.evaluate(() => (window as unknown as { funnelSteps: string[] }).funnelSteps), path).toEqual(['address'])
  }
})
