import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations, onSite, waitForHydration } from './support'

/**
 * The search screen (§2 /recherche, §4, §5): results as you type, with a typo; the query in the
 * address, shared and reloaded; the empty state; on two sites in French and German.
 */
const CASES = {
  fr: {
    path: '/recherche',
    typo: 'televison',
    tv: '/television-514',
    title: 'Télévision',
    empty: 'Aucun résultat',
    word: 'fibre',
    count: /\d+ résultats? pour « fibre »/,
  },
  de: {
    path: '/de/recherche',
    typo: 'Fernsehn',
    tv: '/de/fernsehen-514',
    title: 'Fernsehen',
    empty: 'Kein Ergebnis',
    word: 'Glasfaser',
    count: /\d+ Ergebnis(se)? für «Glasfaser»/,
  },
} as const

const box = (page: Page) => page.getByRole('search').getByRole('searchbox')
const results = (page: Page) => page.getByTestId('search-results')

for (const site of [1, 2] as const) {
  for (const [locale, c] of Object.entries(CASES)) {
    test(`site ${site}, ${locale}: a typo finds the TV page as you type; submit, reload and the empty state`, async ({ page, baseURL }) => {
      await page.goto(onSite(baseURL, site, c.path))
      await expect(box(page)).toBeFocused()

      await box(page).pressSequentially(c.typo, { delay: 40 })
      const tv = results(page).getByRole('link', { name: c.title, exact: true })
      await expect(tv).toHaveAttribute('href', c.tv)
      await expect(tv.locator('mark')).toHaveText(c.title)
      await expect(page).toHaveURL(new RegExp(`\\?q=${c.typo}$`))

      await box(page).fill(c.word)
      await box(page).press('Enter')
      await expect(page).toHaveURL(new RegExp(`\\?q=${c.word}$`))
      await expect(page.getByRole('status')).toHaveText(c.count)
      await expect(results(page).getByRole('link', { name: c.title, exact: true })).toHaveCount(0)
      await expect(results(page).locator('mark').first()).toHaveText(new RegExp(c.word, 'i'))

      await page.reload()
      await expect(box(page)).toHaveValue(c.word)
      await expect(page.getByRole('status')).toHaveText(c.count)
      await expect(results(page).getByRole('listitem').first()).toBeVisible()
      await expectNoAxeViolations(page, `site ${site} ${locale} results`)

      await box(page).fill('qwxzyv')
      await box(page).press('Enter')
      await expect(page.getByTestId('search-empty')).toContainText(c.empty)
      await expect(results(page)).toHaveCount(0)
      await expect(page).toHaveURL(/\?q=qwxzyv$/)
    })
  }
}

test('a shared ?q= address shows its results without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(onSite(baseURL, 3, '/recherche?q=t%C3%A9l%C3%A9vison'))
  await expect(results(page).getByRole('link', { name: 'Télévision', exact: true })).toHaveAttribute('href', '/television-514')
  await expect(page).toHaveTitle(/« télévison » – Recherche/)
  await context.close()
})

test('a German visitor searching with the French word finds the German pages: "télévision", "fibre"', async ({ page, baseURL }) => {
  await page.goto(onSite(baseURL, 1, '/de/recherche?q=t%C3%A9l%C3%A9vision'))
  await expect(results(page).getByRole('link', { name: 'Fernsehen', exact: true })).toHaveAttribute('href', '/de/fernsehen-514')
  await page.goto(onSite(baseURL, 1, '/de/recherche?q=fibre'))
  await expect(results(page).first()).toBeVisible()
  await expect(results(page).first().getByRole('link').first()).toHaveAttribute('href', /^\/de\//)
})

test('a 300-character ?q= is searched trimmed to the box’s 200, never answered with an error', async ({ page, baseURL }) => {
  const long = `television ${'x'.repeat(289)}`
  await page.goto(onSite(baseURL, 1, `/recherche?q=${encodeURIComponent(long)}`))
  await waitForHydration(page)
  await expect(box(page)).toHaveValue(long.slice(0, 200))
  await expect(page.getByRole('main')).not.toContainText('La recherche n’a pas abouti')
  await expect(page.getByTestId('search-empty').or(results(page))).toBeVisible()
})

test('a suggestion runs its search; typing replaces its results with the channel found', async ({ page, baseURL }) => {
  await page.goto(onSite(baseURL, 1, '/recherche'))
  await page.getByRole('main').getByRole('link', { name: 'Mobile', exact: true }).click()
  await expect(page).toHaveURL(/\?q=Mobile$/)
  await expect(results(page).getByRole('link').first()).toBeVisible()
  await box(page).fill('')
  await box(page).pressSequentially('arte', { delay: 20 })
  await expect(results(page).locator('[data-kind="channel"]').first()).toContainText('Arte')
  await expect(page).toHaveURL(/\?q=arte$/)
})

test('the header search icon and the mobile action open /recherche on every site and locale', async ({ page, baseURL }) => {
  const paths = { fr: '/recherche', de: '/de/recherche', en: '/en/recherche' } as const
  for (const site of [1, 2, 3] as const) {
    for (const [locale, path] of Object.entries(paths)) {
      if (site === 3 && locale === 'en') continue
      await page.goto(onSite(baseURL, site, locale === 'fr' ? '/' : `/${locale}`))
      await expect(page.locator(`header a[href="${path}"][aria-label]`), `site ${site} ${locale} header icon`).toHaveCount(1)
      await expect(page.getByTestId('mobile-action-bar').locator(`a[href="${path}"]`), `site ${site} ${locale} mobile action`).toHaveCount(
        1,
      )
    }
  }
})

test('a customer whose line is down searches "panne": the network status page is found, in French and German', async ({
  page,
  baseURL,
}) => {
  for (const [site, path, title, href] of [
    [1, '/recherche?q=panne', 'État du réseau', '/etat-du-reseau-1637'],
    [3, '/recherche?q=panne', 'État du réseau', '/etat-du-reseau-1637'],
    [2, '/de/recherche?q=Panne', 'Netzstatus', '/de/netzstatus-1637'],
  ] as const) {
    await page.goto(onSite(baseURL, site, path))
    await expect(results(page).getByRole('link', { name: title, exact: true }), `site ${site} ${path}`).toHaveAttribute('href', href)
  }
})
