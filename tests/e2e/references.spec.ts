import { expect, test, type APIRequestContext } from '@playwright/test'

import { expectNoAxeViolations, onSite } from './support'

/**
 * Business references (§2 /business/references and its `:detail`) and the points-of-sale pages
 * (§2 551, 1370) on two sites, in French and German.
 */
type Reference = { slug: string; client: string; title: string; short_url: string }

async function apiReferences(request: APIRequestContext, site: 1 | 2, locale: 'fr' | 'de'): Promise<Reference[]> {
  const response = await request.get(`/api/contents?type=references&site=${site}&locale=${locale}&count=50`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { 'hydra:member': Reference[] })['hydra:member']
}

const CASES = [
  {
    site: 1,
    locale: 'fr',
    list: '/business/references',
    total: 7,
    shown: '7 références affichées',
    points: '/proches-de-vous-551',
    seller: 'Netplus Store Martigny',
    hours: 'Lundi – vendredi',
  },
  {
    site: 2,
    locale: 'de',
    list: '/de/business/references',
    total: 6,
    shown: '6 Referenzen angezeigt',
    points: '/de/verkaufsstellen-1370',
    seller: 'Télé Entremont Le Châble',
    hours: 'Montag – Freitag',
  },
] as const

for (const c of CASES) {
  test.describe(`site ${c.site} in ${c.locale}`, () => {
    test('the list shows the site’s references and a detail opens from it at the API’s URL', async ({ page, request, baseURL }) => {
      // Two pages, a client navigation and two axe runs on a cold server.
      test.slow()
      const references = await apiReferences(request, c.site, c.locale)
      expect(references).toHaveLength(c.total)

      await page.goto(onSite(baseURL, c.site, c.list))
      await expect(page.locator('html')).toHaveAttribute('lang', c.locale)
      const list = page.getByRole('region', { name: c.locale === 'fr' ? 'Nos références clients' : 'Unsere Kundenreferenzen' })
      const cards = list.getByRole('listitem')
      await expect(cards).toHaveCount(6)
      for (const reference of references.slice(0, 6)) {
        await expect(list.getByRole('link', { name: reference.client, exact: true })).toBeVisible()
      }
      if (c.total > 6) {
        // §4: one more page through the store; keyboard focus lands on the first new card.
        await list.getByRole('button').click()
        await expect(cards).toHaveCount(c.total)
        await expect(list.getByRole('link', { name: references[6]?.client, exact: true })).toBeFocused()
        await expect(list.getByRole('button')).toHaveCount(0)
      } else {
        await expect(list.getByRole('button')).toHaveCount(0)
      }
      await expect(list.getByText(c.shown)).toBeVisible()
      await expectNoAxeViolations(page, `references list, site ${c.site}`)

      const first = references[0]
      if (!first) throw new Error('no reference seeded')
      await list.getByRole('link', { name: first.client, exact: true }).click()
      await expect(page).toHaveURL(onSite(baseURL, c.site, first.short_url))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
      await expect(page).toHaveTitle(new RegExp(`^${first.title} – ${first.client}`))
      await expect(page.locator('[data-site]')).toHaveAttribute('data-audience', 'business')
      await expectNoAxeViolations(page, `reference detail, site ${c.site}`)

      // Opened directly (server-rendered), the same URL answers 200.
      const direct = await page.goto(onSite(baseURL, c.site, first.short_url))
      expect(direct?.status()).toBe(200)
    })

    test('an unknown reference is a 404', async ({ page, baseURL }) => {
      const response = await page.goto(onSite(baseURL, c.site, `${c.list}/no-such-client`))
      expect(response?.status()).toBe(404)
    })

    test('the points-of-sale page lists the site’s sellers with hours and a map link', async ({ page, baseURL }) => {
      await page.goto(onSite(baseURL, c.site, c.points))
      const section = page.getByRole('region', { name: c.locale === 'fr' ? 'Nos points de vente' : 'Unsere Verkaufsstellen' })
      await expect(section).toBeVisible()
      const seller = section.getByRole('article', { name: c.seller })
      await expect(seller).toContainText(c.hours)
      const map = seller.getByRole('link', { name: new RegExp(c.locale === 'fr' ? '^Voir sur la carte' : '^Auf der Karte zeigen') })
      await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?query=/)
      await expect(map).toHaveAttribute('target', '_blank')
      // Sellers of the other sites are not listed (seeded on one site each).
      await expect(section).not.toContainText(c.site === 1 ? 'Télé Entremont Le Châble' : 'Netplus Store Martigny')
      await expectNoAxeViolations(page, `points of sale, site ${c.site}`)
    })
  })
}

test('a regional reference is found on its region’s sites only', async ({ page, baseURL }) => {
  expect((await page.goto(onSite(baseURL, 1, '/business/references/gruyere-energie')))?.status()).toBe(200)
  expect((await page.goto(onSite(baseURL, 2, '/de/business/references/gruyere-energie')))?.status()).toBe(404)
  expect((await page.goto(onSite(baseURL, 2, '/business/references/gruyere-energie')))?.status()).toBe(404)
})

test('the sellers are ordered by position DESC on the page as in the API', async ({ page, request, baseURL }) => {
  const response = await request.get('/api/contents?type=sellers&site=1&locale=fr')
  const names = ((await response.json()) as { 'hydra:member': { name: string }[] })['hydra:member'].map((seller) => seller.name)
  await page.goto(onSite(baseURL, 1, '/proches-de-vous-551'))
  const section = page.getByRole('region', { name: 'Nos points de vente' })
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(names)
})
