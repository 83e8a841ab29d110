import { expect, test, type Locator, type Page } from '@playwright/test'

import { expectNoAxeViolations, onSite, waitForHydration } from './support'

/**
 * News (§2 /actualites and actualites-detail, §4 news store, §5 only items with a picture) on the
 * seeded CMS news: site 1 has 11 items with a picture, site 2 has 10; the list shows 6 per page.
 */
const CASES = [
  {
    site: 1,
    locale: 'fr',
    list: '/actualites',
    remaining: 'Encore 5 actualités',
    more: 'Plus d’actualités',
    readNews: 'Lire l’actualité',
    fibre: 'La fibre 10 Gbit/s arrive dans votre commune',
    home: '/',
    offers: '/offres-combinees-477',
  },
  {
    site: 2,
    locale: 'de',
    list: '/de/actualites',
    remaining: 'Noch 4 News',
    more: 'Weitere News',
    readNews: 'News lesen',
    fibre: 'Glasfaser mit 10 Gbit/s in Ihrer Gemeinde',
    home: '/de',
    offers: '/de/kombiangebote-477',
  },
  {
    site: 2,
    locale: 'fr',
    list: '/actualites',
    remaining: 'Encore 4 actualités',
    more: 'Plus d’actualités',
    readNews: 'Lire l’actualité',
    fibre: 'La fibre 10 Gbit/s arrive dans votre commune',
    home: '/',
    offers: '/offres-combinees-477',
  },
  {
    site: 1,
    locale: 'de',
    list: '/de/actualites',
    remaining: 'Noch 5 News',
    more: 'Weitere News',
    readNews: 'News lesen',
    fibre: 'Glasfaser mit 10 Gbit/s in Ihrer Gemeinde',
    home: '/de',
    offers: '/de/kombiangebote-477',
  },
] as const

const DETAIL_PATH = /^(?:\/(de|en))?\/actualites\/[a-z0-9-]+-(\d+)$/
const DETAIL_URL = /\/actualites\/[a-z0-9-]+-\d+$/
/** The API request context resolves no *.localhost: name the site by its Host header. */
const HOSTS = { 1: 'a.localhost', 2: 'b.localhost' } as const

function cards(page: Page) {
  return page.getByTestId('news-cards').getByRole('listitem')
}

function dayOf(date: string): number {
  const [day, month, year] = date.split('.').map(Number)
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)
}

for (const c of CASES) {
  test.describe(`site ${c.site} in ${c.locale}`, () => {
    test('the list shows cards newest first and "load more" follows the total rule to the end', async ({ page, baseURL }) => {
      const response = await page.goto(onSite(baseURL, c.site, c.list))
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', c.locale)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

      await expect(cards(page)).toHaveCount(6)
      const remaining = page.getByTestId('news-remaining')
      await expect(remaining).toHaveText(c.remaining)
      const left = Number(/\d+/.exec(c.remaining)?.[0])

      for (const card of await cards(page).all()) {
        await expect(card.locator('img')).toHaveCount(1)
        await expect(card.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/)
        expect(new URL((await card.getByRole('link').getAttribute('href')) ?? '', 'http://x').pathname).toMatch(DETAIL_PATH)
      }

      const more = page.getByRole('button', { name: c.more })
      const nextPage = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/news')
      await more.click()
      const answer = await nextPage
      expect(answer.status()).toBe(200)
      expect(new URL(answer.url()).searchParams.get('page')).toBe('2')

      // Total 6 + left, reduced by this page's count to 0: nothing more, so the button goes.
      await expect(cards(page)).toHaveCount(6 + left)
      await expect(more).toHaveCount(0)
      await expect(remaining).toHaveCount(0)
      // Keyboard users read on from the first new card.
      await expect(cards(page).nth(6).getByRole('link')).toBeFocused()

      const dates = await cards(page).locator('time').allTextContents()
      const days = dates.map(dayOf)
      expect(days, 'newest first').toEqual([...days].sort((a, b) => b - a))

      await expectNoAxeViolations(page, `news list site ${c.site} ${c.locale}`)
    })

    test('a card opens its news item in the site frame, with its own title and languages', async ({ page, baseURL }) => {
      await page.goto(onSite(baseURL, c.site, c.list))
      const first = cards(page).first()
      const title = (await first.getByRole('heading').textContent())?.trim() ?? ''
      const date = (await first.locator('time').textContent())?.trim() ?? ''
      await first.getByRole('link').click()

      await expect(page).toHaveURL(DETAIL_URL)
      const path = new URL(page.url()).pathname
      const id = DETAIL_PATH.exec(path)?.[2]
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      const article = page.getByTestId('news-article')
      await expect(article.locator('time')).toHaveText(date)
      await expect(article.locator('figure img')).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`))
      // The head as crawlers and shared links get it: a full load (after a client navigation the list's
      // description can linger beside the detail's while the page transition runs).
      await page.reload()
      await expect(page.locator('meta[name="description"]')).toHaveCount(1)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`))
      // The other languages of the same item: same id, its own title.
      const english = page.locator('link[rel="alternate"][hreflang="en"]')
      await expect(english).toHaveAttribute('href', new RegExp(`/en/actualites/[a-z0-9-]+-${id}$`))
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()

      await expectNoAxeViolations(page, `news detail site ${c.site} ${c.locale}`)

      await page.getByRole('link', { name: c.locale === 'fr' ? 'Toutes les actualités' : 'Alle News' }).click()
      await expect(page).toHaveURL(new RegExp(`${c.list}$`))
    })

    test('the hero news banner opens its news item', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ reducedMotion: 'reduce' })
      const page = await context.newPage()
      await page.goto(onSite(baseURL, c.site, c.home))
      const slide = page
        .locator('[data-hero-slider] [aria-roledescription]')
        .filter({ has: page.getByRole('link', { name: c.readNews, includeHidden: true }) })
      const slideName = (await slide.getAttribute('aria-label')) ?? ''
      // A dot answers once the page has hydrated; the chosen slide is the only one not inert.
      await waitForHydration(page)
      const dot = page.locator('[data-hero-slider]').getByRole('button', { name: slideName, exact: true })
      await dot.click()
      await expect(dot).toHaveAttribute('aria-current', 'true')
      await slide.getByRole('link', { name: c.readNews }).click()
      await expect(page).toHaveURL(DETAIL_URL)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.fibre)

      // An operator's news: a picture, a lead set larger than the paragraphs that follow, 120 words at least.
      const article = page.getByTestId('news-article')
      await expect
        .poll(() => article.locator('figure img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      const lead = page.getByTestId('news-lead')
      const paragraphs = article.locator('p.whitespace-pre-line')
      expect(await paragraphs.count()).toBeGreaterThanOrEqual(3)
      const size = (paragraph: Locator) => paragraph.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))
      expect(await size(lead)).toBeGreaterThan(await size(paragraphs.nth(1)))
      const text = (await paragraphs.allTextContents()).join(' ')
      expect(text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length).toBeGreaterThanOrEqual(120)

      // The prices it states are those of the offer cards of the combo page of the same site.
      const stated = [...text.matchAll(/CHF\s*([\d']+(?:\.\d{2})?)/g)].map((match) => Number(match[1]?.replace(/'/g, '')))
      expect(stated.length).toBeGreaterThan(0)
      await page.goto(onSite(baseURL, c.site, c.offers))
      const cardPrices = (await page.getByTestId('offer-price').allTextContents()).flatMap((price) =>
        [...price.matchAll(/CHF\s*([\d']+(?:\.\d{2})?)/g)].map((match) => Number(match[1]?.replace(/'/g, ''))),
      )
      for (const amount of stated) expect(cardPrices, `CHF ${amount}`).toContain(amount)
      await context.close()
    })

    test('a wrong title with the right id redirects permanently; an unknown id or another site’s item is 404', async ({
      page,
      request,
      baseURL,
    }) => {
      await page.goto(onSite(baseURL, c.site, c.list))
      const canonical = new URL((await cards(page).first().getByRole('link').getAttribute('href')) ?? '', 'http://x').pathname
      const id = DETAIL_PATH.exec(canonical)?.[2]
      const prefix = c.locale === 'fr' ? '' : `/${c.locale}`

      const host = { host: HOSTS[c.site] }
      const wrong = await request.get(`${prefix}/actualites/un-autre-titre-${id}`, { headers: host, maxRedirects: 0 })
      expect(wrong.status()).toBe(308)
      expect(new URL(wrong.headers().location ?? '', 'http://x').pathname).toBe(canonical)

      expect((await request.get(`${prefix}/actualites/rien-999999`, { headers: host })).status()).toBe(404)
      expect((await request.get(canonical, { headers: host })).status()).toBe(200)
      expect((await request.get(canonical, { headers: { host: HOSTS[c.site === 1 ? 2 : 1] } })).status()).toBe(404)
      const missing = await page.goto(onSite(baseURL, c.site, `${prefix}/actualites/rien-999999`))
      expect(missing?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.locale === 'fr' ? 'Page introuvable' : /Seite nicht gefunden/)
    })
  })
}

test('/api/news answers a page of cards and refuses a bad page number', async ({ request }) => {
  const response = await request.get('/api/news?site=2&locale=de&page=2')
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { items: { href: string }[]; next: string | null; count: number; totalCount: number }
  expect(body).toMatchObject({ next: null, count: 4, totalCount: 10 })
  expect(body.items[0]?.href).toMatch(/^\/de\/actualites\//)
  const bad = await request.get('/api/news?page=0')
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toMatchObject({ field: 'page' })
})

test.describe('§4 lazy media on the news list', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('a card picture below the screen is the placeholder with the loading class until it comes near, then loaded', async ({
    page,
    baseURL,
  }) => {
    await page.goto(onSite(baseURL, 1, '/actualites'))
    await waitForHydration(page)
    const last = page.locator('article.news-card img').last()
    // §9: within a third of a screen of the viewport; the sixth card is further down on a phone.
    await expect(last).toHaveClass(/(^|\s)lazy(\s|$)/)
    await expect(last).toHaveAttribute('src', /^data:image\/gif/)
    const source = await last.getAttribute('data-lazy-src')
    expect(source, 'the picture it will load').toMatch(/^\/cms-api\/media\/file\//)

    await last.scrollIntoViewIfNeeded()
    await expect(last).toHaveClass(/(^|\s)lazy-loaded(\s|$)/)
    await expect(last).toHaveAttribute('src', source!)
    expect(await last.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    await expect(last).toHaveCSS('opacity', '1')
  })
})
