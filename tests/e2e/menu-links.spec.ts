import { expect, test } from '@playwright/test'

import { FULL_CHROMIUM } from './browsers'
import { waitForHydration } from './support'

/**
 * The header's links (§2) followed by the router, and a ctrl-click left to the browser: in the whole
 * browser, whose ctrl-click tab Playwright always sees (FULL_CHROMIUM).
 */
test.use({ launchOptions: FULL_CHROMIUM })

test('menu links are plain anchors the router follows: a click changes the page without loading another; a ctrl-click is left to the browser', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const business = page.getByTestId('top-bar').getByRole('link', { name: 'Business', exact: true })
  await expect(business).toHaveAttribute('data-soft', '')
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true))
  const opened = page.context().waitForEvent('page')
  await business.click({ modifiers: ['ControlOrMeta'] })
  await (await opened).close()
  await expect(page).toHaveURL(/\/$/)
  await business.click()
  await expect(page).toHaveURL(/\/business$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
})
