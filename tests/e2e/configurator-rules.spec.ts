import { expect, test, type Locator, type Page } from '@playwright/test'

import { liveIsland } from './support'

/** The configurator follows the funnel's option rules and keeps its total in view on a phone. */

const text = async (locator: Locator) => ((await locator.first().textContent()) ?? '').replace(/\s+/g, ' ').trim()

async function configuratorAt(page: Page, path: string): Promise<Locator> {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto(path)
  // A configuration in the address hydrates the island at once: it may be swapped while scrolled to.
  await expect(page.locator('[data-island][data-hydrated]').getByTestId('pack-configurator')).toBeAttached()
  return liveIsland(page, 'pack-configurator')
}

test('"Internet seul, sans TV" is no option beside a TV: not from a shared link, not by a click; it says what it is and why', async ({
  page,
}) => {
  // The link of the issue: internet 300, TV Basic and the option that contradicts the TV.
  const configurator = await configuratorAt(page, '/?configuration=internet-300,tv-basic,hsi_solo_net')
  const summary = page.getByTestId('order-summary').first()
  await expect(configurator.getByTestId('configurator-tv').getByRole('radio', { name: /TV Basic/ })).toBeChecked()
  await expect(summary.getByTestId('summary-line')).toHaveText([/Internet 300/, /TV Basic/])
  // Site 1: 49.- + 25.-, not 86.- with the option's 12.-.
  await expect(summary.getByTestId('summary-monthly')).toHaveText(/CHF\s*74\.-\s*\/mois/)
  await expect(configurator.getByTestId('configurator-order')).not.toHaveAttribute('href', /hsi_solo_net/)

  const solo = configurator.getByTestId('configurator-option').filter({ has: page.getByRole('checkbox', { name: /Internet seul/ }) })
  const box = solo.getByRole('checkbox', { name: /Internet seul, sans TV/ })
  await expect(box).toBeDisabled()
  await expect(box).not.toBeChecked()
  // The label explained, and the reason it cannot be had, both read with the checkbox.
  await expect(box).toHaveAccessibleDescription(/sans l’abonnement TV de base.*Indisponible avec votre choix.: Télévision\./)
  await expect(solo.getByTestId('configurator-option-conflict')).toBeVisible()

  // Without TV it can be had, and the total counts it; choosing a TV again takes it out.
  await configurator.getByTestId('configurator-tv').getByRole('radio', { name: 'Aucun' }).check()
  await expect(box).toBeEnabled()
  await box.check()
  await expect(summary.getByTestId('summary-monthly')).toHaveText(/CHF\s*61\.-\s*\/mois/)
  await expect(page).toHaveURL(/configuration=internet-300(%2C|,)hsi_solo_net/)
  await configurator
    .getByTestId('configurator-tv')
    .getByRole('radio', { name: /TV Basic/ })
    .check()
  await expect(box).not.toBeChecked()
  await expect(box).toBeDisabled()
  await expect(summary.getByTestId('summary-monthly')).toHaveText(/CHF\s*74\.-\s*\/mois/)
  await expect(page).not.toHaveURL(/hsi_solo_net/)

  // The order link carries what the funnel sells: the funnel shows the same total.
  await configurator.getByTestId('configurator-order').click()
  await expect(page.getByTestId('order-funnel')).toHaveAttribute('data-step', 'address')
  await expect(page.getByTestId('order-summary').getByTestId('summary-monthly')).toHaveText(/CHF\s*74\.-\s*\/mois/)
})

test('at 375 px the total stays in view above the action bar while scrolling through the choices, and matches the summary', async ({
  page,
}) => {
  const configurator = await configuratorAt(page, '/?configuration=internet-300,tv-comfort,mobile-plus')
  const bar = configurator.getByTestId('configurator-total-bar')
  const actionBar = page.getByTestId('mobile-action-bar')
  const summaryMonthly = page.getByTestId('order-summary').first().getByTestId('summary-monthly')
  await expect(bar.getByTestId('configurator-bar-total')).toHaveText(await text(summaryMonthly))
  const viewport = page.viewportSize()!

  const expectBarInView = async (label: string) => {
    const [barBox, actionBox] = [await bar.boundingBox(), await actionBar.boundingBox()]
    expect(barBox, label).not.toBeNull()
    expect(barBox!.y, label).toBeGreaterThanOrEqual(0)
    expect(barBox!.y + barBox!.height, label).toBeLessThanOrEqual((actionBox?.y ?? viewport.height) + 1)
  }

  // Every choice of every group, and every option, scrolled to in turn: the bar is always on screen.
  const choices = configurator.locator('[data-testid="configurator-choice"], [data-testid="configurator-option"]')
  const count = await choices.count()
  expect(count).toBeGreaterThan(8)
  for (let index = 0; index < count; index++) {
    await choices.nth(index).scrollIntoViewIfNeeded()
    await expectBarInView(`choice ${index}`)
  }
  await page.screenshot({ path: test.info().outputPath('configurator-bar-375.png') })

  // A choice changes the bar's total as it changes the summary's, with no layout shift of the bar.
  const before = await bar.boundingBox()
  await configurator.getByTestId('configurator-mobile').getByRole('button', { name: 'Un de plus : Mobile Plus' }).click()
  await expect(configurator.getByTestId('quantity-mobile-plus')).toHaveText('2')
  await expect.poll(async () => text(bar.getByTestId('configurator-bar-total'))).toBe(await text(summaryMonthly))
  expect((await bar.boundingBox())?.height).toBe(before?.height)

  // Its link leads to the detailed summary.
  await bar.getByRole('link', { name: 'Récapitulatif' }).click()
  await expect(page.getByTestId('order-summary').first()).toBeInViewport()

  // At 1440 the summary column is sticky beside the form: no bar.
  await page.setViewportSize({ width: 1440, height: 900 })
  await expect(bar).toBeHidden()
})

test('the total is read out once the choices rest, not on every click', async ({ page }) => {
  await page.clock.install()
  const configurator = await configuratorAt(page, '/?configuration=internet-300,mobile-plus')
  const announce = configurator.getByTestId('configurator-total-announce')
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await expect(announce).toHaveText('')
  const more = configurator.getByTestId('configurator-mobile').getByRole('button', { name: 'Un de plus : Mobile Plus' })
  for (const lines of ['2', '3', '4']) {
    await more.click()
    await expect(configurator.getByTestId('quantity-mobile-plus')).toHaveText(lines)
    await page.clock.runFor(300)
    await expect(announce).toHaveText('')
  }
  await page.clock.runFor(1_000)
  const total = await text(page.getByTestId('order-summary').first().getByTestId('summary-monthly'))
  await expect(announce).toHaveText(`Total : ${total.replace('/mois', 'par mois')}`)
  await expect(announce).toHaveAttribute('aria-live', 'polite')
  // The summary beside it is not read out a second time.
  await expect(page.getByTestId('order-summary').first().locator('[aria-live]')).toHaveCount(0)
})

test("the changed screens at 375, 768 and 1440 px: the option explained and refused beside a TV, the funnel's options explained", async ({
  page,
}) => {
  const configurator = await configuratorAt(page, '/?configuration=internet-300,tv-basic')
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await configurator.getByTestId('configurator-options').scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `configurator at ${width}`).toBeLessThanOrEqual(width)
    await page.screenshot({ path: test.info().outputPath(`configurator-options-${width}.png`) })
  }
  await page.goto('/commande?offre=internet-300')
  const funnel = page.getByTestId('order-funnel')
  await expect(funnel).toHaveAttribute('data-step', 'address')
  await funnel.getByRole('button', { name: 'Retour' }).click()
  const solo = funnel.getByRole('checkbox', { name: /Internet seul, sans TV/ })
  await expect(solo).toHaveAccessibleDescription(/sans l’abonnement TV de base/)
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await funnel.screenshot({ path: test.info().outputPath(`funnel-options-${width}.png`) })
  }
})
