import { expect, test } from '@playwright/test'

import { onSite } from './support'

/**
 * §2/§8: a path that matches nothing answers 404 with the site's error page (content page 702) in
 * the server's HTML, for visitors and crawlers without JavaScript too, and is kept out of indexes.
 */
const LOCALES = [
  { prefix: '', lang: 'fr', title: 'Page introuvable', text: 'La page que vous cherchez n’existe pas ou a été déplacée.' },
  { prefix: '/de', lang: 'de', title: 'Seite nicht gefunden', text: 'Die gesuchte Seite existiert nicht oder wurde verschoben.' },
  { prefix: '/en', lang: 'en', title: 'Page not found', text: 'This page could not be found.' },
] as const

const HOSTS = { 1: 'a.localhost', 2: 'b.localhost', 3: 'c.localhost' } as const

/** The visible text of an HTML document, tags and scripts (the RSC payload among them) left out. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

for (const site of [1, 2, 3] as const) {
  for (const locale of LOCALES) {
    // A path with no page id, one whose id no page of the site has, and a news item no site has
    // (a route rendered per request, not from the page cache).
    for (const path of [
      `${locale.prefix}/rien-du-tout`,
      `${locale.prefix}/page-inexistante-99999`,
      `${locale.prefix}/actualites/rien-999999`,
    ]) {
      test(`site ${site} ${path}: 404 with the error page in the HTML, not indexed`, async ({ request }) => {
        const response = await request.get(path, { headers: { host: HOSTS[site], accept: 'text/html' } })
        expect(response.status()).toBe(404)
        const html = await response.text()
        // Checked piece by piece: a failure prints the piece, not the whole document.
        const head = html.slice(0, html.indexOf('</head>'))
        expect(html.includes('__next_error__'), 'Next’s empty error document').toBe(false)
        expect(html.match(/<html[^>]*>/)?.[0]).toContain(`lang="${locale.lang}"`)
        expect(head.match(/<meta name="robots"[^>]*>/)?.[0]).toBe('<meta name="robots" content="noindex"/>')
        expect(head.match(/<title>[^<]*<\/title>/)?.[0]).toMatch(new RegExp(`^<title>${locale.title} \\| `))
        const text = visibleText(html)
        expect(html.match(/<h1[^>]*>[\s\S]*?<\/h1>/)?.[0].replace(/<[^>]+>/g, '')).toBe(locale.title)
        expect(text.includes(locale.text), `"${locale.text}" in the page's text`).toBe(true)
        // In the site's frame: its footer.
        expect(html.includes('data-testid="site-footer"'), 'the site footer').toBe(true)
      })
    }
  }
}

test.describe('in the browser', () => {
  for (const site of [1, 2, 3] as const) {
    test(`site ${site}: the 404 page view (§2) is pushed once`, async ({ page, baseURL }) => {
      await page.clock.install()
      const response = await page.goto(onSite(baseURL, site, '/de/nichts-hier-12345'))
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden')
      const pageViews = () =>
        page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view') as unknown as Record<string, unknown>[])
      await expect
        .poll(async () => {
          await page.clock.runFor(250)
          return pageViews()
        })
        .toEqual([expect.objectContaining({ page_status: 404, page_language: 'de', page_site: site, page_path: '/de/nichts-hier-12345' })])
      // Nothing follows: no second view, and no view of a normal page.
      await page.clock.runFor(5000)
      expect(await pageViews()).toHaveLength(1)
    })
  }
})

test('a visitor who lands on the 404 page finds the way on: a link home and a search box that searches', async ({ page, baseURL }) => {
  for (const [site, path, home, words, results] of [
    [1, '/rien-du-tout', '/', 'Rechercher', 'télévision'],
    [3, '/de/nichts-hier-12345', '/de', 'Suchen', 'Fernsehen'],
  ] as const) {
    const response = await page.goto(onSite(baseURL, site, path))
    expect(response?.status()).toBe(404)
    const main = page.getByRole('main')
    await expect(main.getByTestId('not-found-ways').getByRole('link').first()).toHaveAttribute('href', home)
    const search = main.getByRole('search')
    await search.getByRole('searchbox').fill(results)
    await search.getByRole('button', { name: words }).click()
    await expect(page).toHaveURL(new RegExp(`/recherche\\?q=${encodeURIComponent(results)}$`))
    await expect(page.getByTestId('search-results').getByRole('link').first()).toBeVisible()
  }
})
