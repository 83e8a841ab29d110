import { expect, test } from '@playwright/test'

/**
 * §2 screens: every route in every locale answers with the right `<html lang>`. News details
 * have their own spec (news.spec.ts): their URLs carry the ids the seed assigns. /en/business, its
 * order and its references are not: the business tree has no English (canonical-urls.spec.ts).
 */
const ROUTES: Record<'fr' | 'de' | 'en', string[]> = {
  fr: [
    '/',
    '/commande',
    '/business',
    '/business/commande',
    '/business/references',
    '/business/references/hopital-du-valais',
    '/contact',
    '/editor',
    '/partenaires',
    '/recherche',
    '/satisfaction',
    '/actualites',
    '/etat-du-reseau-1637',
  ],
  de: [
    '/de',
    '/de/bestellung',
    '/de/business',
    '/de/business/bestellung',
    '/de/business/references',
    '/de/business/references/hopital-du-valais',
    '/de/contact',
    '/de/editor',
    '/de/partner',
    '/de/recherche',
    '/de/zufriedenheit',
    '/de/actualites',
    '/de/netzstatus-1637',
  ],
  en: [
    '/en',
    '/en/order',
    '/en/contact',
    '/en/editor',
    '/en/partner',
    '/en/recherche',
    '/en/satisfaction',
    '/en/actualites',
    '/en/network-status-1637',
  ],
}

// The language is the server's answer: its HTML, read without a browser (the screens have their own specs).
for (const [locale, paths] of Object.entries(ROUTES)) {
  test(`every route in ${locale} answers 200 at its own URL, with <html lang="${locale}"> and a heading`, async ({ request }) => {
    test.setTimeout(120_000)
    for (const path of paths) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(new URL(response.url()).pathname, path).toBe(path)
      const html = await response.text()
      expect(/<html[^>]* lang="([^"]+)"/.exec(html)?.[1], path).toBe(locale)
      expect(html, path).toMatch(/<h1[\s>]/)
    }
  })
}

test('the unprefixed French URLs answer 200 from next start (no 307 loop)', async ({ request }) => {
  for (const path of ['/', '/commande', '/de/bestellung']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
  }
})

test('explicit /fr URLs and order aliases redirect permanently to the canonical URL', async ({ request }) => {
  const cases: [string, string][] = [
    ['/fr', '/'],
    ['/fr/commande', '/commande'],
    ['/fr/etat-du-reseau-1637', '/etat-du-reseau-1637'],
    ['/command', '/commande'],
    ['/fr/command', '/fr/commande'],
    ['/en/commande', '/en/order'],
    ['/de/commande', '/de/bestellung'],
    ['/fr/business/commande', '/business/commande'],
  ]
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(308)
    expect(new URL(response.headers().location ?? '', 'http://x').pathname, from).toBe(to)
  }
})

test('a path that matches nothing answers 404 with the localized not-found page', async ({ page }) => {
  const response = await page.goto('/en/nothing-here')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')

  // Visiting /en stored NEXT_LOCALE=en; a new visitor gets French.
  await page.context().clearCookies()
  const french = await page.goto('/rien-du-tout')
  expect(french?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
})

test('a content page whose id does not exist, or belongs to another site, answers 404', async ({ request }) => {
  expect((await request.get('/page-inexistante-999999')).status()).toBe(404)
  // 1353 is an Entremont page: not on the main site, but on site 2 (SITE_HOSTS matches b.localhost).
  expect((await request.get('/profil-1353')).status()).toBe(404)
  expect((await request.get('/profil-1353', { headers: { host: 'b.localhost' } })).status()).toBe(200)
})

test('the language follows the URL: the locale cookie decides only at the root', async ({ browser, baseURL }) => {
  const context = await browser.newContext()
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'de', url: baseURL ?? '' }])
  const page = await context.newPage()

  await page.goto('/contact')
  expect(new URL(page.url()).pathname).toBe('/contact')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')

  const missing = await page.goto('/rien-du-tout')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')

  // The German visitor's choice survives French deep links...
  await page.goto('/')
  expect(new URL(page.url()).pathname).toBe('/de')

  // ...until an explicit French URL, alias included, chooses French.
  await page.goto('/fr/command')
  expect(new URL(page.url()).pathname).toBe('/commande')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  const cookies = await context.cookies()
  expect(cookies.find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('fr')
  await page.goto('/')
  expect(new URL(page.url()).pathname).toBe('/')
  await context.close()
})

test('the NEXT_LOCALE cookie sends / to /de; Accept-Language does not decide', async ({ browser, baseURL }) => {
  const withCookie = await browser.newContext()
  await withCookie.addCookies([{ name: 'NEXT_LOCALE', value: 'de', url: baseURL ?? '' }])
  const page = await withCookie.newPage()
  await page.goto('/')
  expect(new URL(page.url()).pathname).toBe('/de')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await withCookie.close()

  const german = await browser.newContext({ locale: 'de-CH', extraHTTPHeaders: { 'accept-language': 'de-CH,de;q=0.9' } })
  const second = await german.newPage()
  await second.goto('/')
  expect(new URL(second.url()).pathname).toBe('/')
  await expect(second.locator('html')).toHaveAttribute('lang', 'fr')
  await german.close()
})

test('the screens’ internal paths are duplicates too: /de/news, /en/news, /search redirect permanently to their public path', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/de/news', '/de/actualites'],
    ['/en/news', '/en/actualites'],
    ['/de/search', '/de/recherche'],
    ['/news', '/actualites'],
    ['/search', '/recherche'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(308)
    expect(new URL(response.headers().location ?? '', 'http://x').pathname, from).toBe(to)
  }
})
