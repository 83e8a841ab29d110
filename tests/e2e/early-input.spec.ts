import { expect, test } from '@playwright/test'

import { holdScripts, onSite, waitForHydration } from './support'

/**
 * What a visitor does before the page's scripts have run is done once they have
 * (src/ui/islands/early-input.ts): on a phone, the first screen is shown and pressed well before it
 * is live. Next's scripts are held here until the visitor has acted, as a slow phone would.
 */

// The service worker would answer for the held scripts (holdScripts).
test.use({ reducedMotion: 'reduce', serviceWorkers: 'block' })

test('a slide chosen before the page runs is shown once it runs, on every site with a slider', async ({ page, baseURL }) => {
  for (const site of [1, 3] as const) {
    const release = await holdScripts(page)
    await page.goto(onSite(baseURL, site, '/'), { waitUntil: 'domcontentloaded' })
    const hero = page.locator('main section').first()
    const dots = hero.locator('[role="group"]:not([aria-roledescription]) button')
    await expect(dots.nth(1)).not.toHaveAttribute('aria-current', 'true')
    await dots.nth(1).click()
    release()
    await waitForHydration(page)
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    await expect(dots.nth(0)).not.toHaveAttribute('aria-current', 'true')
    await page.unrouteAll()
  }
})

test('a query typed and sent before the search page runs is searched once it runs', async ({ page, baseURL }) => {
  const release = await holdScripts(page)
  await page.goto(onSite(baseURL, 1, '/recherche'), { waitUntil: 'domcontentloaded' })
  const search = page.getByRole('search')
  await search.getByRole('searchbox').fill('télévision')
  await search.getByRole('searchbox').press('Enter')
  // Held, not posted natively: the address has not changed.
  expect(new URL(page.url()).search).toBe('')
  release()
  await expect(page).toHaveURL(/\/recherche\?q=t%C3%A9l%C3%A9vision$/)
  await expect(page.getByTestId('search-results').getByRole('link').first()).toBeVisible()
  await expect(search.getByRole('searchbox')).toHaveValue('télévision')
})

test('a query typed on the 404 page before it runs is kept in the form the server sent, which the page keeps, and searches', async ({
  page,
  baseURL,
}) => {
  const release = await holdScripts(page)
  const response = await page.goto(onSite(baseURL, 3, '/de/nichts-hier-12345'), { waitUntil: 'domcontentloaded' })
  expect(response?.status()).toBe(404)
  const search = page.getByRole('main').getByRole('search')
  await search.getByRole('searchbox').fill('Fernsehen')
  const served = await search.elementHandle()
  release()
  await waitForHydration(page)
  // Hydrated where it stands: the page the server sent is not drawn again over what was typed.
  expect(await served?.evaluate((form) => form.isConnected)).toBe(true)
  await expect(search.getByRole('searchbox')).toHaveValue('Fernsehen')
  await search.getByRole('button', { name: 'Suchen' }).click()
  await expect(page).toHaveURL(/\/recherche\?q=Fernsehen$/)
  await expect(page.getByTestId('search-results').getByRole('link').first()).toBeVisible()
})
