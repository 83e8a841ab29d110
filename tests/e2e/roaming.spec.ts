import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations, liveFields, onSite } from './support'

/**
 * The roaming tariff lookup (§1, §7 /api/roaming): a country picked in the combobox by any of its
 * names, typos forgiven, shows its zone and the prices of each product in §9's format; an unknown
 * country gets 'Aucun résultat' and the list of zones.
 */
const CASES = {
  fr: {
    path: '/tarifs-roaming-3125',
    typo: 'Alemagne',
    country: 'Allemagne',
    zone: 'Zone 1 · Europe et voisins',
    data: 'CHF 0.10 /Mo',
    none: 'Aucun résultat',
    zones: 'Zone 4 · Reste du monde',
    japan: 'Japon',
  },
  de: {
    path: '/de/roaming-tarife-3125',
    typo: 'Deutshland',
    country: 'Deutschland',
    zone: 'Zone 1 · Europa und Nachbarländer',
    data: 'CHF 0.10 /MB',
    none: 'Kein Ergebnis',
    zones: 'Zone 4 · Übrige Welt',
    japan: 'Japan',
  },
  en: {
    path: '/en/roaming-rates-3125',
    typo: 'Germani',
    country: 'Germany',
    zone: 'Zone 1 · Europe and neighbours',
    data: 'CHF 0.10 /MB',
    none: 'No results',
    zones: 'Zone 4 · Rest of the world',
    japan: 'Japan',
  },
} as const

const combobox = (page: Page) => page.getByRole('combobox')

for (const site of [1, 2] as const) {
  for (const locale of ['fr', 'de', 'en'] as const) {
    const text = CASES[locale]
    test(`site ${site}, ${locale}: a typo finds the country, an unknown one shows the zones`, async ({ page, baseURL }) => {
      await page.goto(onSite(baseURL, site, text.path))
      await liveFields(page)
      await combobox(page).fill(text.typo)
      const option = page.getByRole('option', { name: new RegExp(text.country) })
      await expect(option).toBeVisible()
      await combobox(page).press('ArrowDown')
      await expect(combobox(page)).toHaveAttribute('aria-activedescendant', /.+/)
      await combobox(page).press('Enter')
      await expect(combobox(page)).toHaveValue(text.country)
      const result = page.getByTestId('roaming-result')
      await expect(result.getByRole('heading', { level: 3 })).toHaveText(text.country)
      await expect(result).toContainText(text.zone)
      await expect(result.getByRole('listitem').first()).toContainText(text.data)
      await expectNoAxeViolations(page, `roaming ${site} ${locale} found`)

      await combobox(page).fill('Atlantide')
      await expect(page.getByRole('option', { name: text.none })).toBeVisible()
      await combobox(page).press('Enter')
      const none = page.getByTestId('roaming-no-result')
      await expect(none.getByRole('heading', { level: 3 })).toHaveText(text.none)
      await expect(none.getByRole('listitem')).toHaveCount(4)
      await expect(none).toContainText(text.zones)
      await expectNoAxeViolations(page, `roaming ${site} ${locale} no result`)
    })
  }
}

test('prices in the §9 format: whole francs as "5.-", an included tariff says so; the page is linked from the footer', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('site-footer').getByRole('link', { name: 'Tarifs roaming' }).click()
  await expect(page).toHaveURL(/\/tarifs-roaming-3125$/)
  await combobox(page).fill('japon')
  await page.getByRole('option', { name: /Japon/ }).click()
  const start = page.getByTestId('roaming-result').getByRole('listitem').filter({ hasText: 'Mobile Start' })
  await expect(start).toContainText('CHF 5.- /Mo')
  await expect(start).toContainText('CHF 3.- /min')

  // The button looks the typed name up as Enter does.
  await combobox(page).fill('Deutschland')
  await page.getByRole('search').getByRole('button', { name: 'Voir les tarifs' }).click()
  const plus = page.getByTestId('roaming-result').getByRole('listitem').filter({ hasText: 'Mobile Plus' })
  // French writes its data in Go.
  await expect(plus).toContainText('5 Go de données inclus')
  await expect(page.getByTestId('roaming-result')).not.toContainText('GB')
  await expect(plus).toContainText('Inclus')

  // Emptied and asked again: the box says what it needs, and the earlier answer goes.
  await combobox(page).fill('')
  await page.getByRole('search').getByRole('button', { name: 'Voir les tarifs' }).click()
  await expect(page.getByTestId('roaming-result')).toHaveCount(0)
  await expect(page.getByRole('search')).toContainText('Indiquez un pays de destination.')
  await expect(combobox(page)).toBeFocused()
  await expect(combobox(page)).toHaveAttribute('aria-invalid', 'true')
})

test('the same zones come from GET /api/roaming', async ({ request }) => {
  const answer = await request.get('/api/roaming?q=allemagne&locale=fr')
  expect(answer.ok()).toBe(true)
  const body = (await answer.json()) as { 'hydra:member': { zone: number; countries: { name: string }[] }[] }
  expect(body['hydra:member'].map((zone) => [zone.zone, zone.countries.map((country) => country.name)])).toEqual([[1, ['Allemagne']]])
})

test('a traveller’s word for the country: "UK" and "Grossbritannien" find the United Kingdom', async ({ page }) => {
  for (const [path, typed, country] of [
    ['/en/roaming-rates-3125', 'UK', 'United Kingdom'],
    ['/de/roaming-tarife-3125', 'Grossbritannien', 'Vereinigtes Königreich'],
  ] as const) {
    await page.goto(path)
    await liveFields(page)
    await combobox(page).fill(typed)
    await expect(page.getByRole('option').first()).toHaveText(new RegExp(country))
    await combobox(page).press('ArrowDown')
    await combobox(page).press('Enter')
    await expect(page.getByTestId('roaming-result').getByRole('heading', { level: 3 })).toHaveText(country)
  }
})
