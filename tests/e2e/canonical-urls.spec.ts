import { expect, test, type Page } from '@playwright/test'

import { onSite, waitForHydration } from './support'

/** §2: one URL per page and locale, every other spelling sent there for good, with its query. */

async function redirectOf(request: import('@playwright/test').APIRequestContext, path: string, host?: string) {
  const response = await request.get(path, { maxRedirects: 0, ...(host ? { headers: { host } } : {}) })
  return { status: response.status(), location: response.headers().location ?? null }
}

test('every other spelling of a page answers 308 to its one URL, keeping the query', async ({ request }) => {
  const cases: [string, string][] = [
    ['/pme-554', '/business/pme-554'],
    ['/pme-554?offre=sme-fibre-10g', '/business/pme-554?offre=sme-fibre-10g'],
    ['/xyz/pme-554', '/business/pme-554'],
    ['/business/kmu-554', '/business/pme-554'],
    ['/de/pme-554', '/de/business/kmu-554'],
    ['/de/television-514?categories=399', '/de/fernsehen-514?categories=399'],
    ['/en/fernsehen-514', '/en/television-514'],
    // The generic contact page is the contact screen's: its url is the screen's route.
    ['/de/kontakt-744', '/de/contact'],
    ['/xyz/liste-des-chaines-3110?categories=399&hd=1', '/liste-des-chaines-3110?categories=399&hd=1'],
  ]
  for (const [from, to] of cases) expect(await redirectOf(request, from), from).toEqual({ status: 308, location: to })
  for (const path of ['/business/pme-554', '/de/business/kmu-554', '/de/fernsehen-514', '/en/television-514'])
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)
})

test('a language the site or the business tree leaves out goes to the French page, as the switcher would', async ({
  request,
  page,
  baseURL,
}) => {
  expect(await redirectOf(request, '/en/business')).toEqual({ status: 308, location: '/fr/business' })
  expect(await redirectOf(request, '/en/business/sme-554?offre=sme-fibre-10g')).toEqual({
    status: 308,
    location: '/fr/business/pme-554?offre=sme-fibre-10g',
  })
  expect(await redirectOf(request, '/en', 'c.localhost')).toEqual({ status: 308, location: '/fr' })
  // The funnels too: the business one has no English, Fribourg none at all.
  expect(await redirectOf(request, '/en/business/order?offre=sme-fibre-1g')).toEqual({
    status: 308,
    location: '/fr/business/commande?offre=sme-fibre-1g',
  })
  expect(await redirectOf(request, '/en/business/commande')).toEqual({ status: 308, location: '/fr/business/commande' })
  expect(await redirectOf(request, '/en/order?offre=internet-300', 'c.localhost')).toEqual({
    status: 308,
    location: '/fr/commande?offre=internet-300',
  })

  await page.goto(onSite(baseURL, 3, '/en'))
  expect(new URL(page.url()).pathname).toBe('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await page.goto('/en/business')
  expect(new URL(page.url()).pathname).toBe('/business')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await page.goto('/en/business/order?offre=sme-fibre-1g')
  expect(new URL(page.url()).pathname).toBe('/business/commande')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByTestId('order-funnel')).toBeVisible()
})

test('every English business route, and every English route on Fribourg, answers 308 to its French page', async ({ request }) => {
  const cases: [string, string, string?][] = [
    ['/en/business', '/fr/business'],
    ['/en/business/references', '/fr/business/references'],
    ['/en/business/references?page=2', '/fr/business/references?page=2'],
    ['/en/business/references/hopital-du-valais', '/fr/business/references/hopital-du-valais'],
    ['/en/business/order', '/fr/business/commande'],
    ['/en/business/sme-554', '/fr/business/pme-554'],
    ['/en/business/references', '/fr/business/references', 'b.localhost'],
    // Fribourg has no English at all: its home, fixed screens and content pages.
    ['/en', '/fr', 'c.localhost'],
    ['/en/recherche?q=fibre', '/fr/recherche?q=fibre', 'c.localhost'],
    ['/en/actualites', '/fr/actualites', 'c.localhost'],
    ['/en/order', '/fr/commande', 'c.localhost'],
    ['/en/order/tracking', '/fr/commande/suivi', 'c.localhost'],
    ['/en/contact', '/fr/contact', 'c.localhost'],
    ['/en/business', '/fr/business', 'c.localhost'],
    ['/en/business/references', '/fr/business/references', 'c.localhost'],
  ]
  for (const [from, to, host] of cases)
    expect(await redirectOf(request, from, host), `${host ?? 'a.localhost'} ${from}`).toEqual({ status: 308, location: to })
  // German stays where it is.
  for (const path of ['/de/business/references', '/de/business/references/hopital-du-valais'])
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)
})

test('the site links business pages at their /business URL', async ({ page }) => {
  await page.goto('/business')
  await expect(page.locator('a[href="/business/pme-554"]').first()).toBeAttached()
  await expect(page.locator('a[href="/pme-554"]')).toHaveCount(0)
  await page.goto('/de/business')
  await expect(page.locator('a[href="/de/business/kmu-554"]').first()).toBeAttached()
})

async function switchTo(page: Page, locale: 'fr' | 'de' | 'en') {
  await waitForHydration(page)
  await page.getByTestId('language-switcher').filter({ visible: true }).first().locator(`a[hreflang="${locale}"]`).click()
}

test.describe('the language switcher keeps what the visitor was doing', () => {
  test('the search query', async ({ page }) => {
    await page.goto('/recherche?q=fibre')
    await switchTo(page, 'de')
    await expect(page).toHaveURL(/\/de\/recherche\?q=fibre$/)
    await expect(page.locator('input[name="q"]').filter({ visible: true })).toHaveValue('fibre')
    await switchTo(page, 'fr')
    await expect(page).toHaveURL(/\/recherche\?q=fibre$/)
    expect(new URL(page.url()).pathname).toBe('/recherche')
  })

  test('the channel filters, also those chosen on the page', async ({ page }) => {
    await page.goto('/liste-des-chaines-3110?categories=399')
    await switchTo(page, 'de')
    await expect(page).toHaveURL(/\/de\/senderliste-3110\?categories=399$/)
    await expect(page.getByRole('group').getByRole('button', { name: 'TV-Sender', exact: true })).toHaveAttribute('aria-pressed', 'true')

    await page.getByRole('group').getByRole('button', { name: 'HD', exact: true }).click()
    await expect(page).toHaveURL(/hd=1/)
    await switchTo(page, 'en')
    await expect(page).toHaveURL(/\/en\/channel-list-3110\?categories=399&hd=1$/)
  })

  test('the offer being ordered', async ({ page }) => {
    await page.goto('/commande?offre=duo-1g-tv')
    await expect(page.getByTestId('order-funnel')).toHaveAttribute('data-step', 'address')
    await switchTo(page, 'de')
    await expect(page).toHaveURL(/\/de\/bestellung\?offre=duo-1g-tv$/)
    await expect(page.getByTestId('order-funnel')).toHaveAttribute('data-step', 'address')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })
})
