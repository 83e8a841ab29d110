import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { expectNoAxeViolations, holdScripts, liveIsland, onSite, waitForHydration } from './support'

/**
 * TV channel list (§3 channels, §4 channel filter, §9 30 per page), its pack view and the VOD
 * catalogue (§3 "list with one selected"), on the seeded channels, in French and German. Expected
 * counts are computed here from the §7 channel call, with the spec's rules written out again.
 */
const CASES = [
  {
    locale: 'fr',
    list: '/liste-des-chaines-3110',
    vod: '/video-a-la-demande-3111',
    tv: '/television-514',
    nav: 'Liste des chaînes',
    navVod: 'Vidéo à la demande',
    count: (n: number) => (n === 0 ? 'Aucune chaîne ne correspond' : `${n} chaîne${n > 1 ? 's' : ''}`),
    all: 'Toutes',
    tvChannels: 'Chaînes TV',
    sport: 'Sport',
    news: 'Information',
    hd: 'HD',
    search: 'Rechercher une chaîne',
    showMore: 'Afficher plus de chaînes',
    packLink: 'Voir les chaînes',
    packTitle: 'Les chaînes du pack Basic',
    close: 'Fermer les détails',
  },
  {
    locale: 'de',
    list: '/de/senderliste-3110',
    vod: '/de/video-on-demand-3111',
    tv: '/de/fernsehen-514',
    nav: 'Senderliste',
    navVod: 'Video on Demand',
    count: (n: number) => (n === 0 ? 'Kein Sender gefunden' : `${n} Sender`),
    all: 'Alle',
    tvChannels: 'TV-Sender',
    sport: 'Sport',
    news: 'Nachrichten',
    hd: 'HD',
    search: 'Sender suchen',
    showMore: 'Weitere Sender anzeigen',
    packLink: 'Sender ansehen',
    packTitle: 'Die Sender im Paket Basic',
    close: 'Details schliessen',
  },
] as const

type ApiChannel = { number: number; title: string; hd: boolean; category: number[]; packs: string[] }

async function seededChannels(request: APIRequestContext, locale: string): Promise<ApiChannel[]> {
  const response = await request.get(`/api/contents?type=channels&embed=packs&count=400&site=1&locale=${locale}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { 'hydra:member': ApiChannel[] })['hydra:member']
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

const cards = (page: Page) =>
  page
    .getByTestId('channels')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') })
const count = (page: Page) => page.getByTestId('channel-count')
const chip = (page: Page, name: string) => page.getByRole('group').getByRole('button', { name, exact: true })

/**
 * Call before the navigation: resolves once the full catalogue (§7 channel call, count 400) has
 * arrived and the §4 loading flag is off again, so filters apply to every channel.
 */
function fullCatalogue(page: Page) {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname === '/api/contents' && url.searchParams.get('type') === 'channels'
  })
  return async () => {
    expect((await answer).status()).toBe(200)
    await expect(page.getByTestId('channels')).toHaveAttribute('aria-busy', 'false')
  }
}

for (const c of CASES) {
  test.describe(`channel list in ${c.locale}`, () => {
    test('its own navigation entry; the first page is in the HTML, without JavaScript', async ({ browser, page, baseURL }) => {
      await page.goto(onSite(baseURL, 1, c.tv))
      await expect(page.locator(`a[href="${c.list}"]`, { hasText: c.nav }).first()).toBeAttached()
      await expect(page.locator(`a[href="${c.vod}"]`, { hasText: c.navVod }).first()).toBeAttached()

      const noScript = await browser.newContext({ javaScriptEnabled: false })
      const raw = await noScript.newPage()
      const response = await raw.goto(onSite(baseURL, 1, c.list))
      expect(response?.status()).toBe(200)
      await expect(raw.locator('html')).toHaveAttribute('lang', c.locale)
      await expect(cards(raw)).toHaveCount(30)
      await expect(count(raw)).toHaveText(c.count(96))
      await expect(cards(raw).first()).toContainText('RTS 1')
      await expect(cards(raw).first().getByRole('img')).toHaveAttribute('alt', /RTS 1/)
      await noScript.close()
    })

    test('§4 filters: category chosen and chosen again, sub-filters beside 399 or replacing, reset, HD, title search', async ({
      page,
      request,
      baseURL,
    }) => {
      const channels = await seededChannels(request, c.locale)
      const has =
        (...ids: number[]) =>
        (channel: ApiChannel) =>
          ids.every((id) => channel.category.includes(id))
      const loaded = fullCatalogue(page)
      await page.goto(onSite(baseURL, 1, c.list))
      await loaded()
      const status = count(page)
      await expect(status).toHaveAttribute('aria-live', 'polite')

      // Choosing a category replaces the list with it.
      await chip(page, c.tvChannels).click()
      await expect(chip(page, c.tvChannels)).toHaveAttribute('aria-pressed', 'true')
      await expect(status).toHaveText(c.count(channels.filter(has(399)).length))

      // Sub-filters with 399 as main category are added beside it: 399 and (sport or news).
      await chip(page, c.sport).click()
      await expect(status).toHaveText(c.count(channels.filter(has(399, 402)).length))
      await chip(page, c.news).click()
      const both = channels.filter((channel) => has(399)(channel) && (has(402)(channel) || has(401)(channel)))
      await expect(status).toHaveText(c.count(both.length))
      await expect(chip(page, c.tvChannels)).toHaveAttribute('aria-pressed', 'true')
      await expect(chip(page, c.sport)).toHaveAttribute('aria-pressed', 'true')
      // Choosing a chosen sub-filter removes it.
      await chip(page, c.sport).click()
      await expect(chip(page, c.sport)).toHaveAttribute('aria-pressed', 'false')
      await expect(status).toHaveText(c.count(channels.filter(has(399, 401)).length))

      // Choosing the selected category again removes it; the selection moves to the last one left (news).
      await chip(page, c.tvChannels).click()
      await expect(chip(page, c.tvChannels)).toHaveAttribute('aria-pressed', 'false')
      await expect(chip(page, c.news)).toHaveAttribute('aria-pressed', 'true')
      await expect(status).toHaveText(c.count(channels.filter(has(401)).length))

      // Main category now 401, not 399 or 405: a sub-filter replaces the selection.
      await chip(page, c.sport).click()
      await expect(chip(page, c.news)).toHaveAttribute('aria-pressed', 'false')
      await expect(chip(page, c.sport)).toHaveAttribute('aria-pressed', 'true')
      await expect(status).toHaveText(c.count(channels.filter(has(402)).length))

      // HD toggle on top of the category, then reset clears the categories only.
      await chip(page, c.hd).click()
      await expect(chip(page, c.hd)).toHaveAttribute('aria-pressed', 'true')
      await expect(status).toHaveText(c.count(channels.filter((channel) => has(402)(channel) && channel.hd).length))
      await chip(page, c.all).click()
      await expect(chip(page, c.sport)).toHaveAttribute('aria-pressed', 'false')
      const hd = channels.filter((channel) => channel.hd)
      await expect(status).toHaveText(c.count(hd.length))
      for (const card of (await cards(page).all()).slice(0, 5)) await expect(card).toContainText(c.hd)
      await chip(page, c.hd).click()

      // Title search ignores accents and case.
      await page.getByLabel(c.search).fill('TELE')
      const tele = channels.filter((channel) => fold(channel.title).includes('tele'))
      expect(tele.map((channel) => channel.title)).toContain('La Télé')
      await expect(status).toHaveText(c.count(tele.length))
      await expect(cards(page).getByRole('heading', { name: 'La Télé' })).toBeVisible()
      // The address follows the list once it is painted (ChannelCatalogue's apply).
      await expect.poll(() => new URL(page.url()).searchParams.get('title')).toBe('TELE')

      await expectNoAxeViolations(page, `filtered channel list ${c.locale}`)
    })

    test('30 per page, "show more" to 60; the URL keeps the filters and the back button restores them', async ({ page, baseURL }) => {
      const loaded = fullCatalogue(page)
      await page.goto(onSite(baseURL, 1, c.list))
      await loaded()
      await expect(cards(page)).toHaveCount(30)
      await page.getByRole('button', { name: c.showMore }).click()
      await expect(cards(page)).toHaveCount(60)
      await expect(cards(page).nth(59)).toHaveAttribute('data-channel', '60')

      await chip(page, c.tvChannels).click()
      await expect(page).toHaveURL(/categories=399/)
      await chip(page, c.hd).click()
      await expect(page).toHaveURL(/hd=1/)
      const filtered = await count(page).textContent()

      await page.goBack()
      await expect(chip(page, c.hd)).toHaveAttribute('aria-pressed', 'false')
      await expect(chip(page, c.tvChannels)).toHaveAttribute('aria-pressed', 'true')
      await page.goBack()
      await expect(chip(page, c.tvChannels)).toHaveAttribute('aria-pressed', 'false')
      await expect(count(page)).toHaveText(c.count(96))
      await page.goForward()
      await page.goForward()
      await expect(count(page)).toHaveText(filtered ?? '')

      // A shared link opens with its filters.
      const reloaded = fullCatalogue(page)
      await page.goto(onSite(baseURL, 1, `${c.list}?categories=399&current=399&hd=1`))
      await reloaded()
      await expect(chip(page, c.hd)).toHaveAttribute('aria-pressed', 'true')
      await expect(count(page)).toHaveText(filtered ?? '')
    })

    test('pack view: a TV offer card opens the channels of its pack', async ({ page, request, baseURL }) => {
      const basic = (await seededChannels(request, c.locale)).filter((channel) => channel.packs.includes('basic'))
      await page.goto(onSite(baseURL, 1, c.tv))
      const card = page.getByTestId('offer-cards').getByRole('listitem').filter({ hasText: 'TV Basic' }).first()
      await expect(card).toContainText(`${basic.length}`)
      const loaded = fullCatalogue(page)
      await card.getByRole('link', { name: new RegExp(c.packLink) }).click()
      await expect(page).toHaveURL(new RegExp(`${c.list}\\?pack=basic$`))
      await expect(page.getByRole('heading', { level: 2, name: c.packTitle })).toBeVisible()
      await loaded()
      await expect(count(page)).toHaveText(c.count(basic.length))
      await expectNoAxeViolations(page, `pack view ${c.locale}`)
    })
  })

  test.describe(`VOD catalogue in ${c.locale}`, () => {
    test('a poster opens its details by keyboard; Escape closes them; the selection is in the URL', async ({ page, baseURL }) => {
      await page.goto(onSite(baseURL, 1, c.vod))
      const grid = page.getByTestId('vod-grid')
      await expect(grid.getByRole('listitem')).toHaveCount(22)
      const first = grid.getByRole('button').first()
      const title = (await first.locator('span').first().textContent()) ?? ''

      await waitForHydration(page)
      await first.focus()
      await page.keyboard.press('Enter')
      const panel = page.getByRole('dialog', { name: title })
      await expect(panel).toBeVisible()
      await expect(page).toHaveURL(/[?&]vod=\d+/)
      await expect(panel.getByRole('button', { name: c.close })).toBeFocused()
      await expect(panel.locator('dd').first()).not.toBeEmpty()
      await expectNoAxeViolations(page, `VOD panel ${c.locale}`)

      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(page).not.toHaveURL(/vod=/)
      await expect(first).toBeFocused()

      // The back button brings the selection back; a shared link opens it.
      await page.goBack()
      await expect(panel).toBeVisible()
      const shared = page.url()
      await page.goto(shared)
      await expect(page.getByRole('dialog', { name: title })).toBeVisible()
      await page.getByRole('dialog').getByRole('button', { name: c.close }).click()
      await expect(page.getByRole('dialog')).toBeHidden()
      await expectNoAxeViolations(page, `VOD catalogue ${c.locale}`)
    })
  })
}

test('at 375 px the filter chips show they scroll: the edge fades where chips wait, the fade goes at the end', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/liste-des-chaines-3110')
  // The list is an island that takes the place of its server HTML: a row scrolled before it came
  // would be replaced by one at its start (seen on a loaded machine).
  await liveIsland(page, 'channel-list')
  const row = page.getByRole('group', { name: 'Catégories' }).locator('.scroll-cue')
  await expect(row).toBeVisible()
  const state = () =>
    row.evaluate((element) => {
      const style = getComputedStyle(element)
      return {
        overflowing: element.scrollWidth > element.clientWidth,
        snap: style.scrollSnapType,
        start: style.getPropertyValue('--scroll-cue-start'),
        end: style.getPropertyValue('--scroll-cue-end'),
        mask: style.maskImage,
      }
    })
  // Read until it holds: the edges follow the row's scroll once it is laid out.
  await expect
    .poll(state, { message: 'the chips are wider than the screen, snap, and the right edge fades' })
    // Proximity is the default: Chromium writes it "x". At the start: no fade on the left, the right edge fades.
    .toMatchObject({ overflowing: true, snap: 'x', start: '0px', end: '48px', mask: expect.stringContaining('linear-gradient') })

  // The fade is drawn: the right edge looks different without it.
  const box = (await row.boundingBox())!
  const clip = { x: box.x + box.width - 44, y: box.y, width: 40, height: box.height }
  // The island's chips may still be painting in the first frames after it came: compare once they are drawn.
  await expect(async () => {
    const faded = await page.screenshot({ clip })
    await row.evaluate((element) => (element.style.maskImage = 'none'))
    const plain = await page.screenshot({ clip })
    await row.evaluate((element) => (element.style.maskImage = ''))
    expect(faded.equals(plain), 'the right edge fades').toBe(false)
  }).toPass()
  await page.screenshot({ path: test.info().outputPath('chips-375-start.png') })

  await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }))
  await expect.poll(state).toMatchObject({ start: '48px', end: '0px' })
  await page.screenshot({ path: test.info().outputPath('chips-375-end.png') })
})

test('on a phone a channel card’s text is laid out only once the visitor comes near it', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/liste-des-chaines-3110')
  await liveIsland(page, 'channel-list')
  const cards = page.locator('[data-channel]')
  await expect(cards).toHaveCount(30)
  // What a card's text holds is skipped, not the text's own box.
  const laidOut = () =>
    cards.evaluateAll((nodes) => nodes.map((node) => node.querySelector('h3')!.checkVisibility({ contentVisibilityAuto: true })))
  const shown = await laidOut()
  expect(shown.slice(0, 3), 'the first screen').toEqual([true, true, true])
  expect(shown.slice(-10), 'the last ten cards, eleven screens down').toEqual(Array(10).fill(false))
  await cards.last().scrollIntoViewIfNeeded()
  await expect.poll(async () => (await laidOut()).slice(-3)).toEqual([true, true, true])
  await expect(cards.last().getByRole('heading', { level: 3 })).toBeVisible()
})

test.describe('the VOD catalogue before its code comes', () => {
  // The page's own requests, not the service worker's, so that the test holds them.
  test.use({ serviceWorkers: 'block' })

  test('a poster pressed by keyboard before the catalogue runs opens once it does', async ({ page, baseURL }) => {
    // Low enough that the catalogue is not near when the page runs: its code comes at the press.
    await page.setViewportSize({ width: 1280, height: 240 })
    await page.goto(onSite(baseURL, 1, '/video-a-la-demande-3111'))
    await waitForHydration(page)
    const letCodeCome = await holdScripts(page)
    const grid = page.getByTestId('vod-grid')
    const island = page.locator('[data-island]').filter({ has: grid })
    const first = grid.getByRole('button').first()
    const title = (await first.locator('span').first().textContent()) ?? ''
    await first.focus()
    await page.keyboard.press('Enter')
    await expect(island).not.toHaveAttribute('data-hydrated', '')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    letCodeCome()
    await expect(island).toHaveAttribute('data-hydrated', '')
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
    await expect(page).toHaveURL(/[?&]vod=\d+/)
    await page.keyboard.press('Escape')
    await expect(first).toBeFocused()
  })
})
