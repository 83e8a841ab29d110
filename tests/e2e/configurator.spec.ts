import { expect, test, type Page } from '@playwright/test'

import { expectMail, mailText } from './mailbox'
import {
  adminToken,
  confirmPrivateOrder,
  expectNoAxeViolations,
  liveIsland,
  onSite,
  orderAddressStep,
  pastIdlePrefetch,
  VERBIER,
} from './support'

/** The home pages' pack configurator and teasers, on the production build. */

const ADDRESSES = {
  1: VERBIER,
  2: VERBIER,
  3: { npa: '1700', typed: 'perolles', street: 'Boulevard de Pérolles', number: '25' },
} as const

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim()

for (const site of [1, 2, 3] as const) {
  test(`site ${site}: a configuration priced as it changes, shared by its URL, ordered at the price of the mail and stored`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(onSite(baseURL, site, '/'))
    const configurator = await liveIsland(page, 'pack-configurator')
    await configurator.scrollIntoViewIfNeeded()
    const order = configurator.getByRole('button', { name: 'Commander cette configuration' })
    await expect(order).toBeDisabled()
    await expect(page.getByText('Choisissez au moins un abonnement.')).toBeVisible()

    // Fribourg sells TV with internet only: the rule shows, and ordering waits for it.
    await configurator
      .getByTestId('configurator-tv')
      .getByRole('radio', { name: /TV Comfort/ })
      .check()
    const monthlyTv = await text(page, 'summary-monthly')
    if (site === 3) {
      await expect(configurator.getByTestId('configurator-requirement')).toContainText('TV Comfort se commande avec : Internet')
      await expect(order).toBeDisabled()
    }
    await configurator
      .getByTestId('configurator-internet')
      .getByRole('radio', { name: /Internet 300/ })
      .check()
    await expect(configurator.getByTestId('configurator-requirement')).toHaveCount(0)
    await expect.poll(() => text(page, 'summary-monthly')).not.toBe(monthlyTv)

    const mobile = configurator.getByTestId('configurator-mobile')
    await mobile.getByRole('radio', { name: /Mobile Plus/ }).check()
    const oneLine = await text(page, 'summary-monthly')
    await mobile.getByRole('button', { name: 'Un de plus : Mobile Plus' }).click()
    await expect(configurator.getByTestId('quantity-mobile-plus')).toHaveText('2')
    await expect.poll(() => text(page, 'summary-monthly')).not.toBe(oneLine)
    await expect(page.getByTestId('summary-line').filter({ hasText: '2 × Mobile Plus' })).toBeVisible()

    await configurator
      .getByTestId('configurator-options')
      .getByRole('checkbox', { name: /Box TV supplémentaire/ })
      .check()
    await expect(page).toHaveURL(
      /configuration=internet-300%2Ctv-comfort%2Cmobile-plus%3A2%2Ctv-box|configuration=internet-300,tv-comfort,mobile-plus:2,tv-box/,
    )
    const monthly = await text(page, 'summary-monthly')
    const oneOff = await text(page, 'summary-one-off')
    await expectNoAxeViolations(page, `configurator of site ${site}`)

    // The shared link restores the configuration and its price.
    const shared = page.url()
    await page.goto('about:blank')
    await page.goto(shared)
    await expect(configurator.getByTestId('quantity-mobile-plus')).toHaveText('2')
    await expect(configurator.getByRole('radio', { name: /Internet 300/ })).toBeChecked()
    await expect.poll(() => text(page, 'summary-monthly')).toBe(monthly)

    await configurator.getByRole('link', { name: 'Commander cette configuration' }).click()
    await expect(page).toHaveURL(/\/commande\?configuration=/)
    const funnel = page.getByTestId('order-funnel')
    await expect(funnel).toHaveAttribute('data-step', 'address')
    await expect.poll(() => text(page, 'summary-monthly')).toBe(monthly)
    expect(await text(page, 'summary-one-off')).toBe(oneOff)

    await orderAddressStep(page, ADDRESSES[site])

    const email = `pack.${site}.${Date.now()}@example.ch`
    const reference = await confirmPrivateOrder(page, email)

    // The mail's monthly total is the configurator's, to the centime.
    const body = mailText(await expectMail(email, reference))
    expect(body).toContain(`Total par mois: ${monthly.replace('/mois', 'par mois')}`)
    expect(body).toContain('Mobile Plus, 2 ×')

    const token = await adminToken(page.request)
    const orders = await page.request.get(`/cms-api/orders?where[reference][equals]=${reference}`, {
      headers: { authorization: `JWT ${token}` },
    })
    const stored = ((await orders.json()) as { docs: { offer: string; pricing: { lines: { slug: string; quantity: number }[] } }[] })
      .docs[0]
    expect(stored?.offer).toBe('internet-300')
    expect(stored?.pricing.lines.map((line) => `${line.slug}:${line.quantity}`)).toEqual([
      'internet-300:1',
      'tv-comfort:1',
      'mobile-plus:2',
      'tv-box:1',
    ])
  })
}

test('the home page asks the network state for its status line only once the visitor comes near it', async ({ page, baseURL }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (/\/networkstatus\?.*events=current/.test(request.url())) asked.push(request.url())
  })
  await page.clock.install()
  await page.goto(onSite(baseURL, 1, '/'))
  await pastIdlePrefetch(page)
  expect(asked, 'status line requests before the visitor came near it').toEqual([])
  const line = page.getByTestId('network-status-line')
  await line.scrollIntoViewIfNeeded()
  await page.clock.runFor(2_000)
  await expect(line.locator('[data-state]')).toHaveAttribute('data-state', 'incidents')
  expect(asked).toHaveLength(1)
})

test('on a phone the configurator’s cards are laid out only once the visitor comes near them', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto(onSite(baseURL, 1, '/'))
  const texts = page.getByTestId('pack-configurator').locator('.text-when-near')
  // What a card's text holds is skipped, not the text's own box.
  const laidOut = () =>
    texts.evaluateAll((nodes) => nodes.map((node) => node.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })))
  const shown = await laidOut()
  expect(shown.length).toBeGreaterThan(8)
  expect(shown, 'cards laid out while the configurator lies three screens down').toEqual(shown.map(() => false))

  const internet = page.getByTestId('configurator-internet')
  await internet.scrollIntoViewIfNeeded()
  await expect.poll(async () => (await laidOut()).slice(0, 4)).toEqual([true, true, true, true])
  await expect(internet.getByTestId('configurator-choice').first().getByTestId('price')).toBeVisible()
})

test('the home pages show their offers, the latest three news, the network status in one line and the satisfaction badge', async ({
  page,
  baseURL,
}) => {
  for (const site of [1, 2, 3] as const) {
    await page.goto(onSite(baseURL, site, '/'))
    const teasers = page.getByTestId('home-teasers')
    await expect(teasers.getByTestId('latest-news').getByRole('listitem')).toHaveCount(3)
    await expect(teasers.getByRole('link', { name: 'Toutes les actualités' })).toHaveAttribute('href', '/actualites')
    // The line asks the network's state as the visitor comes near it.
    await teasers.getByTestId('network-status-line').scrollIntoViewIfNeeded()
    await expect(teasers.getByTestId('network-status-line').locator('[data-state]')).toHaveAttribute('data-state', /^(ok|incidents)$/)
    await expect(teasers.getByTestId('home-satisfaction-badge')).toHaveCount(1)
    const offers = page.locator('#offers').getByTestId('offer-card')
    await expect(offers).toHaveCount(3)
    await expect(offers.first().getByTestId('price').first()).toContainText('CHF')
  }
})

test('in German at 375 px the configurator fits, and a TV card of Fribourg opens it with the TV chosen', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(onSite(baseURL, 3, '/de'))
  const configurator = await liveIsland(page, 'pack-configurator')
  await configurator.getByTestId('configurator-internet').getByRole('radio', { name: /Trio/ }).check()
  await expect(configurator.getByTestId('configurator-tv')).toContainText('Fernsehen ist in Trio')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  await page
    .locator('#offers')
    .locator('[data-offer="tv-comfort"]')
    .getByRole('link', { name: /Bestellen/ })
    .click()
  await expect(page).toHaveURL(/\/de\?configuration=tv-comfort#configurateur$/)
  await expect(configurator.getByTestId('configurator-tv').getByRole('radio', { name: /TV Comfort/ })).toBeChecked()
  await expect(configurator.getByTestId('configurator-requirement')).toBeVisible()
})
