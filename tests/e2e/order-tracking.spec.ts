import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { mailTo, receivedMails } from './mailbox'
import {
  confirmPrivateOrder,
  expectNoAxeViolations,
  onSite,
  onTestServer,
  orderAddressStep,
  variantAfterFirst,
  VERBIER,
  waitForHydration,
} from './support'

/**
 * After the order: the confirmation and its mail link to the order's page; customer service moves
 * the order through the REST API as a staff member; the customer gets one mail per change in the
 * order's language and the page follows. Orders are placed through the funnel in each language;
 * staff also change a status by clicking in the admin.
 */
const ORDER_PATHS = { fr: '/commande', de: '/de/bestellung', en: '/en/order' } as const
type Locale = keyof typeof ORDER_PATHS

function trackingLinkIn(mail: string): string {
  const link = mail.match(/https?:\/\/\S+\?ref=CMD-\S+&token=[\w-]+/)?.[0]
  expect(link, 'a tracking link').toBeTruthy()
  return link ?? ''
}

/** A link to the same order's page: each mail carries a link issued with it (links rotate and expire), so the token differs. */
const orderPageOf = (link: string) => link.replace(/&token=[\w-]+$/, '')

/**
 * What an installation order's customer reads after ordering: the confirmation mail and, once the
 * order is confirmed, its status mail send to the order's page to book the half-day; the page points
 * at its booking block; the network calls only if none suits, as the confirmation's block says.
 */
const SELF_BOOKING = {
  fr: {
    mail: 'Choisissez la demi-journée de l’installation sur la page de votre commande (lien ci-dessus) ; si aucune ne vous convient, votre téléréseau vous contacte pour convenir d’une date.',
    statusMail:
      'Choisissez la demi-journée de l’installation sur la page de votre commande (lien ci-dessous) ; si aucune ne vous convient, votre téléréseau vous contacte pour convenir d’une date.',
    page: 'Choisissez ci-dessus la demi-journée de l’installation ; si aucune ne vous convient, votre téléréseau vous contacte pour convenir d’une date.',
  },
  de: {
    mail: 'Wählen Sie auf der Seite Ihrer Bestellung (Link oben) den Halbtag für die Installation; passt keiner, meldet sich Ihr Kabelnetz bei Ihnen für einen Termin.',
    statusMail:
      'Wählen Sie auf der Seite Ihrer Bestellung (Link unten) den Halbtag für die Installation; passt keiner, meldet sich Ihr Kabelnetz bei Ihnen für einen Termin.',
    page: 'Wählen Sie oben den Halbtag für die Installation; passt keiner, meldet sich Ihr Kabelnetz bei Ihnen für einen Termin.',
  },
  en: {
    mail: 'Choose the half-day for the installation on your order’s page (link above); if none suits you, your cable network will contact you to arrange a date.',
    statusMail:
      'Choose the half-day for the installation on your order’s page (link below); if none suits you, your cable network will contact you to arrange a date.',
    page: 'Choose the half-day for the installation above; if none suits you, your cable network will contact you to arrange a date.',
  },
} as const

/** The funnel from an offer link to the reference, in `locale`. */
async function order(page: Page, locale: Locale, email: string): Promise<string> {
  await page.goto(`${ORDER_PATHS[locale]}?offre=duo-1g-tv`)
  await orderAddressStep(page, VERBIER, locale)
  return confirmPrivateOrder(page, email, { locale })
}

async function serviceHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/cms-api/users/login', { data: { email: 'service@example.ch', password: 'demo-service-2026' } })
  expect(login.ok(), await login.text()).toBe(true)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

async function setStatus(request: APIRequestContext, headers: Record<string, string>, reference: string, status: string) {
  const found = await request.get(`/cms-api/orders?where[reference][equals]=${reference}&depth=0`, { headers })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
  return request.patch(`/cms-api/orders/${id}`, { headers, data: { status } })
}

test('from the funnel to the order’s page; customer service confirms it; mail and page follow; a skipped step is refused', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const email = `tracking.fr.${Date.now()}@example.ch`
  const reference = await order(page, 'fr', email)

  // The confirmation links to the order's page, signed: no login.
  await page.getByRole('link', { name: 'Suivre ma commande' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeVisible()
  const tracked = page.getByTestId('tracked-order')
  await expect(tracked).toHaveAttribute('data-status', 'received')
  await expect(tracked.getByRole('heading', { name: 'Statut : Commande reçue' })).toBeVisible()
  await expect(tracked.locator('[aria-current="step"]')).toContainText('Commande reçue')
  await expect(tracked.getByTestId('timeline-step')).toHaveText([
    /Commande reçue.*\d{2}\.\d{2}\.\d{4}/,
    /Commande confirmée.*À venir/,
    /Installation planifiée.*À venir/,
    /Installée.*À venir/,
  ])
  await expect(tracked.getByTestId('next-step')).toContainText('Nous vérifions votre commande')
  await expect(tracked.getByTestId('summary-line').first()).toHaveAttribute('data-slug', 'duo-1g-tv')
  await expect(tracked).toContainText('1936 Verbier')
  // Nothing of the customer but what the order is about.
  await expect(page.locator('main')).not.toContainText('Rossier')
  await expect(page.locator('main')).not.toContainText(email)
  await expectNoAxeViolations(page, 'order tracking page')

  // The confirmation mail carries the same signed link, and says what the confirmation says: the
  // customer books the installation there; the network calls only if no half-day suits.
  const confirmation = await mailTo(email, 'Merci pour votre commande')
  const link = trackingLinkIn(confirmation)
  expect(confirmation).toContain(SELF_BOOKING.fr.mail)
  expect(confirmation).not.toContain('vous contactera prochainement')
  expect(new URL(link).pathname).toBe('/commande/suivi')
  await page.goto(onTestServer(baseURL, link))
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeVisible()

  // Customer service confirms the order through the REST API: one mail, and the page shows it.
  const headers = await serviceHeaders(request)
  const confirmed = await setStatus(request, headers, reference, 'confirmed')
  expect(confirmed.ok(), await confirmed.text()).toBe(true)
  const statusMail = await mailTo(email, `Le statut de votre commande ${reference} a changé : Commande confirmée.`)
  expect(statusMail).toContain(SELF_BOOKING.fr.statusMail)
  expect(orderPageOf(trackingLinkIn(statusMail))).toBe(orderPageOf(link))
  await page.reload()
  await expect(tracked).toHaveAttribute('data-status', 'confirmed')
  await expect(tracked.locator('[aria-current="step"]')).toContainText(/Commande confirmée.*\d{2}\.\d{2}\.\d{4}/)
  // Its next step is the booking block on the same page, not a call to wait for.
  await expect(tracked.getByTestId('next-step')).toContainText(SELF_BOOKING.fr.page)
  await expect(page.getByTestId('appointment').getByRole('button', { name: 'Réserver ce créneau' })).toBeVisible()

  // A skipped step is refused with the reason, and nothing changes or leaves.
  const skipped = await setStatus(request, headers, reference, 'installed')
  expect(skipped.status()).toBe(400)
  expect(await skipped.text()).toContain('This status change is not allowed (confirmed → installed)')
  await page.reload()
  await expect(tracked).toHaveAttribute('data-status', 'confirmed')
  expect(receivedMails().filter((mail) => mail.to.includes(email))).toHaveLength(2)

  // The history records who changed what, when.
  const record = await request.get(`/cms-api/orders?where[reference][equals]=${reference}&depth=1`, { headers })
  type Change = { status: string; by: { email: string } | null; byName: string | null }
  const history = ((await record.json()) as { docs: { statusHistory: Change[] }[] }).docs[0]?.statusHistory
  expect(history?.map((entry) => [entry.status, entry.by?.email ?? null, entry.byName])).toEqual([
    ['received', null, null],
    ['confirmed', 'service@example.ch', 'Sandro Service'],
  ])
})

for (const [index, [locale, subject, changed, status]] of (
  [
    ['de', 'Ihre Bestellung', 'hat sich geändert', 'Bestellung bestätigt'],
    ['en', 'Your order', 'has changed', 'Order confirmed'],
  ] as const
).entries()) {
  test(
    `a ${locale} order: its confirmation and status mails are in ${locale}, and so is its page`,
    variantAfterFirst(index),
    async ({ page, request, baseURL }) => {
      test.setTimeout(90_000)
      const email = `tracking.${locale}.${Date.now()}@example.ch`
      const reference = await order(page, locale, email)
      const confirmation = await mailTo(email, `${subject} ${reference}`)
      expect(confirmation).toContain(SELF_BOOKING[locale].mail)
      const link = trackingLinkIn(confirmation)
      const confirmed = await setStatus(request, await serviceHeaders(request), reference, 'confirmed')
      expect(confirmed.ok(), await confirmed.text()).toBe(true)
      const mail = await mailTo(email, `${reference} ${changed}: ${status}.`)
      expect(mail).toContain(SELF_BOOKING[locale].statusMail)
      await page.goto(onTestServer(baseURL, trackingLinkIn(mail)))
      expect(orderPageOf(trackingLinkIn(mail))).toBe(orderPageOf(link))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByTestId('tracked-order').locator('[aria-current="step"]')).toContainText(status)
      await expect(page.getByTestId('next-step')).toContainText(SELF_BOOKING[locale].page)
    },
  )
}

test('the lookup: clear errors, one neutral answer for a wrong pair, a limit per client, then the order', async ({ page }) => {
  test.setTimeout(90_000)
  const email = `lookup.${Date.now()}@example.ch`
  const reference = await order(page, 'fr', email)

  await page.goto('/commande/suivi')
  await expect(page.getByRole('heading', { level: 1, name: 'Suivi de commande' })).toBeVisible()
  await waitForHydration(page)
  const form = page.getByTestId('order-lookup')
  await form.getByRole('button', { name: 'Afficher ma commande' }).click()
  await expect(form.getByText('Veuillez saisir le numéro de commande.')).toBeVisible()
  await expect(form.getByText('Ce champ est requis')).toBeVisible()
  await expect(form.getByLabel('Numéro de commande')).toBeFocused()
  await form.getByLabel('Numéro de commande').fill('CMD-12')
  await form.getByLabel('Code postal de l’installation').fill('193')
  await form.getByRole('button', { name: 'Afficher ma commande' }).click()
  await expect(form.getByText('Le numéro de commande s’écrit CMD-année-huit caractères')).toBeVisible()
  await expect(form.getByText('Un code postal compte 4 chiffres')).toBeVisible()
  await expectNoAxeViolations(page, 'order lookup with errors')

  // A wrong postal code and an unknown reference get the same answer.
  await form.getByLabel('Numéro de commande').fill(reference.toLowerCase())
  await form.getByLabel('Code postal de l’installation').fill('1937')
  await form.getByRole('button', { name: 'Afficher ma commande' }).click()
  const neutral = 'Aucune commande ne correspond à ce numéro et à ce code postal.'
  await expect(form.getByRole('status')).toContainText(neutral)
  // The answer takes the focus once it is drawn: typing on before that would go to it, not to the field.
  await expect(form.getByRole('status')).toBeFocused()
  await form.getByLabel('Numéro de commande').fill('CMD-1999-000001')
  await form.getByLabel('Code postal de l’installation').fill('1936')
  await form.getByRole('button', { name: 'Afficher ma commande' }).click()
  await expect(form.getByRole('status')).toContainText(neutral)
  await expect(form.getByRole('status')).toBeFocused()

  // The right pair opens the order.
  await form.getByLabel('Numéro de commande').fill(` ${reference} `)
  await form.getByRole('button', { name: 'Afficher ma commande' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeVisible()

  // Lookups beyond the limit are refused, the right one too, until the window ends; every lookup
  // counts, the right one above too (three of eight used).
  await page.goto('/commande/suivi')
  await waitForHydration(page)
  for (let attempt = 0; attempt < 8; attempt++) {
    await form.getByLabel('Numéro de commande').fill(reference)
    await form.getByLabel('Code postal de l’installation').fill(String(1000 + attempt))
    await form.getByRole('button', { name: 'Afficher ma commande' }).click()
    await expect(form.getByRole('status')).toContainText(attempt < 5 ? neutral : 'Trop de tentatives')
    await expect(form.getByRole('status')).toBeFocused()
  }
  await form.getByLabel('Code postal de l’installation').fill('1936')
  await form.getByRole('button', { name: 'Afficher ma commande' }).click()
  await expect(form.getByRole('status')).toContainText('Trop de tentatives. Veuillez réessayer dans une demi-heure.')

  // A link whose token was altered leads to the lookup, with a word about it.
  await page.goto(`/commande/suivi?ref=${reference}&token=forged`)
  await expect(page.getByTestId('order-lookup').getByRole('status')).toContainText('Ce lien n’est pas valable.')
})

/** A link to the order issued 31 days ago, signed as the server signs (its secret is the data directory's). */
function expiredToken(reference: string): string {
  const secret = process.env.PAYLOAD_SECRET || readFileSync(path.join(process.env.DATA_DIR ?? 'data', 'payload-secret'), 'utf8').trim()
  const issued = Math.floor((Date.now() - 31 * 24 * 60 * 60_000) / 1000).toString(36)
  return `${issued}-${createHmac('sha256', secret).update(`order-tracking:${reference}:${issued}`).digest('base64url')}`
}

test('an expired link says so in the visitor’s language and mails a new link to the order’s address, never shown on screen', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const email = `tracking.expired.${Date.now()}@example.ch`
  const reference = await order(page, 'fr', email)
  const expired = expiredToken(reference)
  const query = `?ref=${reference}&token=${expired}`
  for (const [where, title, button] of [
    ['/de/bestellung/status', 'Dieser Link ist abgelaufen', 'Neuen Link erhalten'],
    ['/en/order/tracking', 'This link has expired', 'Send me a new link'],
  ] as const) {
    await page.goto(`${where}${query}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByTestId('order-link-renewal').getByRole('button', { name: button })).toBeVisible()
  }

  await page.goto(`/commande/suivi${query}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Ce lien a expiré' })).toBeVisible()
  await expect(page.getByText('le lien de suivi n’est valable que 30 jours')).toBeVisible()
  await expect(page.getByTestId('tracked-order')).toHaveCount(0)
  await waitForHydration(page)
  await expectNoAxeViolations(page, 'expired order link')
  const form = page.getByTestId('order-link-renewal')
  await expect(form.getByLabel('Numéro de commande')).toHaveValue(reference)
  const sent = 'Si ces données correspondent à une commande, un nouveau lien vient d’être envoyé'
  // A wrong pair gets the very answer the right one gets.
  await form.getByLabel('Code postal de l’installation').fill('1937')
  await form.getByRole('button', { name: 'Recevoir un nouveau lien' }).click()
  await expect(form.getByRole('status')).toContainText(sent)
  await form.getByLabel('Code postal de l’installation').fill('1936')
  await form.getByRole('button', { name: 'Recevoir un nouveau lien' }).click()
  await expect(form.getByRole('status')).toContainText(sent)
  // The page names no token but the expired one (its language links keep it): the new link is in the mail only.
  const tokens = [...(await page.content()).matchAll(/token=([\w-]+)/g)].map((found) => found[1])
  expect(tokens.length).toBeGreaterThan(0)
  expect(tokens.every((token) => token === expired)).toBe(true)

  const mail = await mailTo(email, 'Vous avez demandé un nouveau lien')
  expect(receivedMails().filter((received) => received.to.includes(email) && received.data.includes('nouveau lien de suivi'))).toHaveLength(
    1,
  )
  await page.goto(onTestServer(baseURL, trackingLinkIn(mail)))
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeVisible()
})

test('staff confirm an order by clicking in the admin; the customer’s mail and page follow', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  const email = `tracking.admin.${Date.now()}@example.ch`
  const reference = await order(page, 'fr', email)
  await page.getByRole('link', { name: 'Suivre ma commande' }).click()
  const tracked = page.getByTestId('tracked-order')
  await expect(tracked).toHaveAttribute('data-status', 'received')
  const trackingPage = page.url()

  // Staff sign in and change the status in the order's form of the admin.
  await page.goto('/en/editor')
  await page.getByRole('textbox', { name: 'Email address' }).fill('admin@example.ch')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo-admin-2026')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: /^Signed in as/ })).toBeVisible()
  await page.goto('/admin/collections/orders')
  // The list links the order by its reference; its page is opened at that address (the admin's own
  // router, hydrating a large list, once left a click unanswered for 30 s on a loaded machine).
  const orderLink = await page.getByRole('link', { name: reference, exact: true }).getAttribute('href')
  expect(orderLink).toMatch(/^\/admin\/collections\/orders\/\d+$/)
  await page.goto(orderLink ?? '')
  const status = page.locator('#field-status')
  await expect(status).toContainText('received', { timeout: 30_000 })
  await status.click()
  await page.getByRole('option', { name: 'confirmed', exact: true }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Updated successfully.')).toBeVisible()

  // The change is recorded as the admin's (read back with the admin's session the page holds).
  const history = await page.evaluate(async (ref) => {
    const found = (await (await fetch(`/cms-api/orders?where[reference][equals]=${ref}&depth=1`)).json()) as {
      docs: { statusHistory: { status: string; by: { email: string } | number | null; byName: string | null }[] }[]
    }
    return found.docs[0]?.statusHistory.map((entry) => [
      entry.status,
      typeof entry.by === 'object' ? (entry.by?.email ?? null) : entry.by,
      entry.byName,
    ])
  }, reference)
  expect(history).toEqual([
    ['received', null, null],
    ['confirmed', 'admin@example.ch', 'Administrator'],
  ])

  const statusMail = await mailTo(email, `Le statut de votre commande ${reference} a changé : Commande confirmée.`)
  // The mail links to the page the confirmation opened (the site's own host, the same order; its link issued with the mail).
  const link = new URL(trackingLinkIn(statusMail))
  expect(orderPageOf(`${link.pathname}${link.search}`)).toBe(
    orderPageOf(`${new URL(trackingPage).pathname}${new URL(trackingPage).search}`),
  )
  await page.goto(onTestServer(baseURL, link.href))
  await expect(tracked).toHaveAttribute('data-status', 'confirmed')
  await expect(tracked.locator('[aria-current="step"]')).toContainText(/Commande confirmée.*\d{2}\.\d{2}\.\d{4}/)
})

test(
  'the header’s, the drawer’s and the footer’s customer links lead to the order’s page on every site, in each of its languages',
  { tag: '@variant' },
  async ({ page, baseURL }) => {
    test.slow()
    for (const [site, home, name, href, menu] of [
      [1, '/de', 'Bestellung verfolgen', '/de/bestellung/status', 'Menü öffnen'],
      [1, '/en', 'Order tracking', '/en/order/tracking', 'Open the menu'],
      [2, '/', 'Suivi de commande', '/commande/suivi', 'Ouvrir le menu'],
      [2, '/de', 'Bestellung verfolgen', '/de/bestellung/status', 'Menü öffnen'],
      [2, '/en', 'Order tracking', '/en/order/tracking', 'Open the menu'],
      [3, '/', 'Suivi de commande', '/commande/suivi', 'Ouvrir le menu'],
      [3, '/de', 'Bestellung verfolgen', '/de/bestellung/status', 'Menü öffnen'],
    ] as const) {
      const where = `site ${site} ${home}`
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(onSite(baseURL, site, home))
      await expect(page.getByTestId('top-bar').getByRole('link', { name }), where).toHaveAttribute('href', href)
      await expect(page.getByRole('contentinfo').getByRole('link', { name }), where).toHaveAttribute('href', href)
      await page.setViewportSize({ width: 375, height: 812 })
      await waitForHydration(page)
      await page.getByRole('button', { name: menu }).click()
      await expect(page.getByRole('dialog').getByRole('link', { name }), where).toHaveAttribute('href', href)
    }
  },
)

test(
  'the order’s page is found where customers look: the header’s and the footer’s customer links, the contact page, and search in each language',
  { tag: '@variant' },
  async ({ page, baseURL }) => {
    test.setTimeout(90_000)
    const tracking = (link: Locator) => expect(link).toHaveAttribute('href', '/commande/suivi')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    await tracking(page.getByTestId('top-bar').getByRole('link', { name: 'Suivi de commande' }))
    await tracking(page.getByRole('contentinfo').getByRole('link', { name: 'Suivi de commande' }))

    // On a phone, the drawer's customer links.
    await page.setViewportSize({ width: 375, height: 812 })
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await tracking(page.getByRole('dialog').getByRole('link', { name: 'Suivi de commande' }))
    await page.keyboard.press('Escape')

    // The contact page says where an order stands, and the link opens the lookup.
    await page.goto('/contact')
    const fromContact = page.getByRole('main').getByRole('link', { name: 'suivi de commande' })
    await tracking(fromContact)
    await fromContact.click()
    await expect(page).toHaveURL(/\/commande\/suivi$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Suivi de commande' })).toBeVisible()

    // Search, in the visitor's words.
    for (const [site, path, href] of [
      [1, '/recherche?q=suivi+de+commande', '/commande/suivi'],
      [3, '/de/recherche?q=Bestellung+verfolgen', '/de/bestellung/status'],
      [2, '/en/recherche?q=order+tracking', '/en/order/tracking'],
    ] as const) {
      await page.goto(onSite(baseURL, site, path))
      await expect(page.getByTestId('search-results').getByRole('link').first(), path).toHaveAttribute('href', href)
    }
  },
)
