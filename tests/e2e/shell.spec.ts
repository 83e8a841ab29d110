import { expect, test, type Locator } from '@playwright/test'

import { AFTER_HYDRATION_EXPORTS, COMPILE_HINT, exportsName } from '../../scripts/compile-hints'
import { expectNoAxeViolations, nextScriptsRan, onSite, pastIdlePrefetch, waitForHydration } from './support'

test.describe('language switcher (§2)', () => {
  test('home pages link to the locale roots; other pages to their url in that locale', async ({ page }) => {
    await page.goto('/')
    const switcher = page.getByTestId('language-switcher').first()
    await expect(switcher.locator('a[hreflang="de"]')).toHaveAttribute('href', '/de')
    await expect(switcher.locator('a[hreflang="en"]')).toHaveAttribute('href', '/en')
    await page.goto('/offres-combinees-477')
    await expect(page.getByTestId('language-switcher').first().locator('a[hreflang="de"]')).toHaveAttribute('href', '/de/kombiangebote-477')
  })

  test('switching languages goes to the page in that language and back to French', async ({ page }) => {
    await page.goto('/offres-combinees-477')
    await page.getByTestId('language-switcher').first().locator('a[hreflang="de"]').click()
    await expect(page).toHaveURL(/\/de\/kombiangebote-477$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')

    // The locale cookie now says German; the French link must still land on the French page.
    await page.getByTestId('language-switcher').first().locator('a[hreflang="fr"]').click()
    await expect(page).toHaveURL(/\/offres-combinees-477$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })

  test('English is left out on the Fribourg site and on business pages', async ({ page, baseURL }) => {
    await page.goto(onSite(baseURL, 3, '/offres-combinees-477'))
    const fribourg = page.getByTestId('language-switcher').first()
    await expect(fribourg.locator('a[hreflang="de"]')).toHaveCount(1)
    await expect(fribourg.locator('a[hreflang="en"]')).toHaveCount(0)

    await page.goto('/business/pme-554')
    const business = page.getByTestId('language-switcher').first()
    await expect(business.locator('a[hreflang="de"]')).toHaveCount(1)
    await expect(business.locator('a[hreflang="en"]')).toHaveCount(0)
  })
})

test.describe('header (§2)', () => {
  test('the phone number follows the site and the audience', async ({ page, baseURL }) => {
    const cases: [string, string][] = [
      [onSite(baseURL, 1, '/'), '0800 800 400'],
      [onSite(baseURL, 1, '/business/pme-554'), '0800 800 401'],
      [onSite(baseURL, 2, '/'), '027 783 11 11'],
      [onSite(baseURL, 3, '/business/pme-554'), '026 350 11 12'],
    ]
    for (const [url, phone] of cases) {
      await page.goto(url)
      await expect(page.getByTestId('header-phone').first(), url).toContainText(phone)
    }
  })

  test('from 992 px the desktop navigation shows on every site and audience, each entry on one line beside the actions, nothing overflowing; at 991 px the menu button', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    // Fribourg's business header is the fullest: four entries, webmail, customer area and the bell.
    const urls = [
      onSite(baseURL, 3, '/business'),
      onSite(baseURL, 3, '/'),
      onSite(baseURL, 1, '/business'),
      onSite(baseURL, 1, '/academy-3201'),
      onSite(baseURL, 2, '/'),
      onSite(baseURL, 2, '/business/pme-554'),
    ]
    for (const url of urls) {
      for (const width of [991, 992, 1024, 1200, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(url, { waitUntil: 'domcontentloaded' })
        const nav = page.getByRole('navigation', { name: 'Navigation principale', includeHidden: true }).first()
        const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' })
        if (width < 992) {
          await expect(nav, `${url} at ${width}`).toBeHidden()
          await expect(menuButton, `${url} at ${width}`).toBeVisible()
          continue
        }
        await expect(nav, `${url} at ${width}`).toBeVisible()
        await expect(menuButton, `${url} at ${width}`).toBeHidden()
        const layout = await nav.evaluate((element) => {
          const entries = [
            ...element.querySelectorAll<HTMLElement>(':scope > ul > li > a, :scope > ul > li > div > button, :scope > ul > li > button'),
          ]
          const header = element.closest('header')!.getBoundingClientRect()
          const actions = element.nextElementSibling!.getBoundingClientRect()
          return {
            entries: entries.length,
            wrapped: entries.filter((entry) => entry.getBoundingClientRect().height > 48).map((entry) => entry.textContent?.trim()),
            navRight: Math.max(...entries.map((entry) => entry.getBoundingClientRect().right)),
            actionsLeft: actions.left,
            actionsRight: actions.right,
            headerRight: header.right,
            overflow: document.documentElement.scrollWidth - window.innerWidth,
          }
        })
        expect(layout.entries, `${url} at ${width}`).toBeGreaterThan(0)
        expect(layout.wrapped, `${url} at ${width}`).toEqual([])
        expect(layout.navRight, `${url} at ${width}: the last entry ends before the actions`).toBeLessThanOrEqual(layout.actionsLeft)
        expect(layout.actionsRight, `${url} at ${width}: the actions end inside the header`).toBeLessThanOrEqual(layout.headerRight)
        expect(layout.overflow, `${url} at ${width}`).toBeLessThanOrEqual(0)
      }
    }
  })

  test("the mobile action bar's call dials the site and audience's number", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    const cases: [string, string][] = [
      [onSite(baseURL, 1, '/'), 'tel:+41800800400'],
      [onSite(baseURL, 2, '/business/pme-554'), 'tel:+41277831112'],
      [onSite(baseURL, 3, '/de'), 'tel:+41263501111'],
    ]
    for (const [url, tel] of cases) {
      await page.goto(url)
      const call = page.getByTestId('mobile-action-bar').getByRole('link', { name: /Appeler|Anrufen/ })
      await expect(call, url).toHaveAttribute('href', tel)
      await expect(call, url).not.toHaveAttribute('target')
    }
  })

  test('external links open in a new tab with noopener; internal links stay', async ({ page }) => {
    await page.goto('/')
    const login = page.getByTestId('login-link')
    await expect(login).toHaveAttribute('target', '_blank')
    await expect(login).toHaveAttribute('rel', /noopener/)
    const internal = page.locator('header a[href^="/"]').first()
    await expect(internal).not.toHaveAttribute('target', '_blank')
  })

  test('on a phone, whose top bar is hidden, the status is asked when the menu shows its dot', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/manny/network/status')) asked.push(request.url())
    })
    await page.setViewportSize({ width: 375, height: 740 })
    await page.clock.install()
    await page.goto('/')
    await pastIdlePrefetch(page)
    expect(asked, 'status requests with no dot on screen').toEqual([])
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await page.clock.runFor(2_000)
    const dot = page.getByRole('dialog').getByTestId('network-status-dot')
    await expect(dot).toHaveAttribute('data-status', 'warning')
    expect(asked).toHaveLength(1)
  })

  test('the network status entry shows a coloured dot with a text alternative', async ({ page }) => {
    await page.goto('/')
    const dot = page.getByTestId('network-status-dot').first()
    await expect(dot).toBeAttached()
    // Seeded current events: the status is not 'resolved', so the warning dot shows.
    await expect(dot).toHaveAttribute('data-status', 'warning')
  })
})

test.describe('hero (§4)', () => {
  test('the slider autoplays on a page with several headers', async ({ page }) => {
    await page.goto('/')
    const slider = page.locator('[data-hero-slider]')
    await expect(slider).toHaveAttribute('data-autoplay', 'on')
    const current = slider.locator('[aria-current="true"]')
    const first = await current.getAttribute('aria-label')
    await expect.poll(async () => current.getAttribute('aria-label'), { timeout: 9_000 }).not.toBe(first)
  })

  test('the slider measures nothing until it first moves: its first autoplay step starts it', async ({ page }) => {
    const now = Date.now()
    await page.clock.install({ time: now })
    await page.clock.pauseAt(now + 1_000)
    await page.goto('/')
    const slider = page.locator('[data-hero-slider]')
    // Embla's viewport: the track's parent.
    const viewport = slider.locator('[aria-live]').locator('..')
    const current = slider.locator('[aria-current="true"]')
    // The page hydrates within a few steps of the clock; the autoplay's 5 s count from then.
    await expect
      .poll(async () => {
        await page.clock.runFor(50)
        return slider.getAttribute('data-autoplay')
      })
      .toBe('on')
    await page.clock.runFor(4_500)
    await expect(viewport).toHaveAttribute('data-carousel', 'loaded')
    await expect(current).toHaveAttribute('aria-label', /^Diapositive 1 sur/)
    // Nothing has placed the track yet: embla has not measured a slide.
    expect(await slider.locator('[aria-live]').evaluate((track: HTMLElement) => track.style.transform)).toBe('')
    await page.clock.runFor(1_000)
    await expect(viewport).toHaveAttribute('data-carousel', 'started')
    await expect(current).toHaveAttribute('aria-label', /^Diapositive 2 sur/)
  })

  test('the first drag on the slider moves it to the next slide', async ({ page }) => {
    await page.goto('/')
    const slider = page.locator('[data-hero-slider]')
    const viewport = slider.locator('[data-carousel]')
    await expect(viewport).toHaveAttribute('data-carousel', 'loaded')
    const box = (await viewport.boundingBox())!
    // The pointer over the slider stops its autoplay: only the drag moves it.
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2)
    await expect(slider).toHaveAttribute('data-autoplay', 'off')
    const label = (await slider.locator('[aria-current="true"]').getAttribute('aria-label'))!
    const [, index, count] = /^Diapositive (\d+) sur (\d+)/.exec(label)!.map(Number)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 10 })
    await page.mouse.up()
    await expect(viewport).toHaveAttribute('data-carousel', 'started')
    await expect(slider.locator('[aria-current="true"]')).toHaveAttribute('aria-label', `Diapositive ${(index! % count!) + 1} sur ${count}`)
  })

  test('the slider stops out of the window, goes on once back, and moves its track as a layer', async ({ page }) => {
    await page.goto('/')
    const slider = page.locator('[data-hero-slider]')
    await expect(slider).toHaveAttribute('data-autoplay', 'on')
    // The track is composited: a slide moves without being painted again in every frame.
    expect(await slider.locator('[aria-live]').evaluate((track) => getComputedStyle(track).willChange)).toBe('transform')
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect(slider).toHaveAttribute('data-autoplay', 'off')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(slider).toHaveAttribute('data-autoplay', 'on')
  })

  test('the first hero image loads eagerly and media files are cacheable', async ({ page, request }) => {
    await page.goto('/')
    const first = page.locator('[data-hero-slider] img').first()
    await expect(first).toHaveAttribute('loading', 'eager')
    const src = await first.evaluate((image: HTMLImageElement) => image.currentSrc || image.src)
    const response = await request.get(src)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toMatch(/public, max-age=\d+/)
  })

  test('a single header is not a slider: no loop, no dots, no autoplay', async ({ page }) => {
    await page.goto('/offres-mobiles-503')
    await expect(page.locator('[data-hero-single]')).toHaveCount(1)
    await expect(page.locator('[data-hero-slider]')).toHaveCount(0)
  })

  test('price circles and slogan colouring follow the seeded cells', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByTestId('price-circle').first()).toBeAttached()
    await expect(page.getByTestId('small-price-circle').first()).toBeAttached()
    // Home 644 has one five-part slogan (coloured) and one four-part slogan (plain).
    await expect(page.getByTestId('slogan-coloured')).toHaveCount(1)
  })
})

test('one title per page: one H1, and no hero cell repeats it', async ({ page }) => {
  for (const path of [
    '/offres-combinees-477',
    '/television-514',
    '/actionnaires-159',
    '/business/pme-554',
    '/de/umzug-745',
    '/etat-du-reseau-1637',
  ]) {
    await page.goto(path)
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1, path).toHaveCount(1)
    const title = ((await h1.textContent()) ?? '').trim().toLowerCase()
    const heroTitles = await page.getByTestId('hero-title').allTextContents()
    expect(
      heroTitles.map((text) => text.trim().toLowerCase()),
      path,
    ).not.toContain(title)
  }
})

test.describe('footer (§2, §4)', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('columns are accordions below 768 px, one open at a time', async ({ page }) => {
    await page.goto('/')
    const buttons = page.getByTestId('footer-columns').getByRole('button')
    await expect(buttons).toHaveCount(4)
    await waitForHydration(page)
    await buttons.nth(0).click()
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true')
    await buttons.nth(1).click()
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true')
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false')
  })

  test('copyright year per site', async ({ page, baseURL }) => {
    await page.goto(onSite(baseURL, 3))
    await expect(page.getByTestId('site-footer')).toContainText('2020')
  })
})

test('a missing page answers 404 with page 702 and a 404 page-view event in the data layer', async ({ page }) => {
  const response = await page.goto('/en/nothing-here-either')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: { event: string; page_status: number }[] }).dataLayer ?? []))
    .toContainEqual(expect.objectContaining({ event: 'page_view', page_status: 404 }))
})

for (const site of [1, 2, 3] as const) {
  test(`axe-core finds no violation on site ${site}: home, content, business and 404 pages`, async ({ page, baseURL }) => {
    for (const path of ['/', '/offres-combinees-477', '/business/pme-554', '/nothing-here']) {
      await page.goto(onSite(baseURL, site, path))
      await expectNoAxeViolations(page, `site ${site} ${path}`)
    }
  })
}

test.describe('after a new deployment', () => {
  // The chunks are removed by intercepting the page's requests, which a service worker would fetch itself.
  test.use({ serviceWorkers: 'block' })

  test('a chunk a new deployment removed reloads the page once, which then works (§4)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await waitForHydration(page)
    // A new deployment: chunks this page has not loaded yet are gone until the page loads again.
    const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)))
    const documents: string[] = []
    let failures = 0
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
    })
    await page.route('**/_next/static/chunks/**', (route) => {
      if (loaded.has(route.request().url()) || documents.length > 0) return route.continue()
      failures += 1
      return route.fulfill({ status: 404, body: 'gone' })
    })

    // Marks this document, to tell the reloaded one apart.
    await page.evaluate(() => Object.assign(window, { beforeReload: true }))
    await page.getByTestId('mobile-action-bar').locator('a[href="/commande"]').click()
    await expect.poll(() => documents).toEqual(['/commande'])
    expect(failures).toBeGreaterThan(0)
    // The reloaded page runs: once hydrated, the funnel answers.
    await page.waitForFunction(() => !('beforeReload' in window) && (window.dataLayer ?? []).some((entry) => entry.event === 'page_view'))
    await page.getByTestId('order-funnel').getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Continuer' }).click()
    await expect(page.getByTestId('order-funnel')).toHaveAttribute('data-step', 'address')
    expect(await page.evaluate(() => window.sessionStorage.getItem('chunk-reload-at'))).not.toBeNull()
    expect(documents).toEqual(['/commande'])
  })
})

test.describe('the help menu (desktop)', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the menu panels and footer columns stay the server’s HTML, yet their links route softly and close the menu; the next page shows its own', async ({
    page,
    baseURL,
  }) => {
    await page.goto(onSite(baseURL, 1, '/contact'))
    await waitForHydration(page)
    const footer = page.getByTestId('site-footer')
    await expect(footer.locator('[data-kept]').first()).toBeAttached()
    const menu = page.getByRole('navigation', { name: 'Navigation principale' })
    await menu.getByRole('button', { name: 'Aide' }).click()
    const panel = menu.locator('[data-kept]').filter({ has: page.getByRole('link', { name: 'Déménagement', exact: true }) })
    await expect(panel).toBeVisible()
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await panel.getByRole('link', { name: 'Déménagement', exact: true }).click()
    await expect(page).toHaveURL(/\/demenagement(-\d+)?$/)
    await expect(menu.getByRole('link', { name: 'Déménagement', exact: true })).toBeHidden()
    // To the business section: the router renders its footer, whose links are the business ones.
    await page.getByRole('link', { name: 'Business', exact: true }).first().click()
    await expect(page).toHaveURL(/\/business$/)
    await expect(footer.getByRole('link', { name: 'Contact entreprises' })).toBeAttached()
    await expect(footer.getByRole('link', { name: 'Offres combinées' })).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })

  test('on every site it leads to what a customer comes to do: write, move, cancel, roaming, the breach check', async ({
    page,
    baseURL,
  }) => {
    for (const site of [1, 2, 3] as const) {
      await page.goto(onSite(baseURL, site))
      await waitForHydration(page)
      const menu = page.getByRole('navigation', { name: 'Navigation principale' })
      await menu.getByRole('button', { name: 'Aide' }).click()
      for (const [name, path] of [
        ['Contact', '/contact'],
        ['Déménagement', '/demenagement'],
        ['Résiliation', '/resiliation'],
        ['Vérifier mon adresse e-mail', '/incident-securite'],
      ] as const)
        await expect(menu.getByRole('link', { name, exact: true }), `site ${site}`).toHaveAttribute('href', new RegExp(`^${path}(-\\d+)?$`))
      await expect(menu.getByRole('link', { name: /roaming/i }), `site ${site}`).toHaveAttribute('href', /^\/tarifs-roaming(-\d+)?$/)
    }
  })
})

/** How many of these elements React hydrated (each carries its fiber). */
function hydratedElements(elements: Locator): Promise<number> {
  return elements.evaluateAll((all) => all.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))).length)
}

test.describe('what a page hydrates', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('Next hydrates one task after its scripts ran: its bootstrap waits on the queue src/lib/framework-start.ts fills', async ({
    page,
    baseURL,
  }) => {
    // The page's clock holds still, so the bootstrap's one-task wait cannot pass until the test runs it.
    const now = Date.now()
    await page.clock.install({ time: now })
    await page.clock.pauseAt(now + 1_000)
    await page.goto(onSite(baseURL, 1), { waitUntil: 'load' })
    const hydrated = () => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')))
    // Next's scripts ran (they start after the first paint) and its bootstrap found the queue filled;
    // had Next stopped waiting on self.__next_s, it would have hydrated with them.
    await nextScriptsRan(page)
    expect(await hydrated(), 'hydrated before the queued task ran').toBe(false)
    await page.clock.runFor(1)
    await expect.poll(hydrated).toBe(true)
  })

  test("Next's chunks start once the first contentful paint is on screen, then the page hydrates (src/lib/production-server/framework-scripts.ts)", async ({
    page,
    baseURL,
  }) => {
    for (const path of ['/', '/contact', '/actualites']) {
      await page.goto(onSite(baseURL, 1, path))
      await waitForHydration(page)
      const { painted, chunks, waiting } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        // The bootstrap chunk Next preloads (a <link>) is left as it was: small, and fetched at low priority.
        chunks: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'link')
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
        waiting: document.querySelectorAll('script[type="text/x-chunk-after-first-paint"]').length,
      }))
      expect(painted, `${path}: first contentful paint`).toBeGreaterThan(0)
      expect(chunks.length, `${path}: chunks`).toBeGreaterThan(5)
      expect(
        chunks.filter((chunk) => chunk.start < painted!),
        `${path}: chunks asked for before the first paint`,
      ).toEqual([])
      expect(waiting, `${path}: chunks still waiting`).toBe(0)
    }
  })

  test("every script a site page starts with carries V8's compile hint, so the browser compiles it off the main thread (scripts/compile-hints.ts)", async ({
    request,
  }) => {
    for (const path of ['/', '/contact', '/commande', '/actualites']) {
      const html = await (await request.get(path)).text()
      // The head's chunks, waiting as data blocks, and the bootstrap; not the polyfills only old browsers run (noModule).
      const scripts = [...html.matchAll(/<script (?![^>]*noModule)[^>]*?(?:data-src|src)="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map(
        ([, src]) => src!,
      )
      expect(scripts.length, `${path}: scripts`).toBeGreaterThan(5)
      for (const src of scripts)
        expect((await (await request.get(src)).text()).slice(0, 29), `${path}: ${src}`).toBe('//# allFunctionsCalledOnLoad\n')
    }
  })

  test('what every site page loads once hydrated (its behaviours, the loading bar) carries the compile hint as well', async ({ page }) => {
    const chunks = new Map<string, Promise<string>>()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().includes('/_next/static/chunks/'))
        chunks.set(
          response.url(),
          response.text().catch(() => ''),
        )
    })
    // Found by the names their chunks export, as scripts/compile-hints.ts finds them.
    const exporting = async (name: string) => {
      const found: [string, string][] = []
      for (const [url, body] of chunks) if (exportsName(await body, name)) found.push([url, await body])
      return found
    }
    await page.goto('/contact')
    for (const name of AFTER_HYDRATION_EXPORTS) {
      await expect.poll(async () => (await exporting(name)).length, `a chunk exporting ${name}`).toBeGreaterThan(0)
      for (const [url, body] of await exporting(name)) expect(body.slice(0, COMPILE_HINT.length), `${name}: ${url}`).toBe(COMPILE_HINT)
    }
  })

  test('the first frame waits for the whole markup: on a phone at 4× CPU nothing shown moves (CLS 0) on the three homes', async ({
    page,
    baseURL,
  }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(() => {
      const seen = window as unknown as { shifted: number; markupEnd?: number }
      seen.shifted = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shifted += (entry as unknown as { value: number }).value
      }).observe({ type: 'layout-shift', buffered: true })
      // When the parser reaches the element after the page's markup (the site layout's PAGE_END).
      new MutationObserver((_, observer) => {
        if (!document.getElementById('page-end')) return
        seen.markupEnd = performance.now()
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    for (const site of [1, 2, 3] as const) {
      await page.goto(onSite(baseURL, site))
      await waitForHydration(page)
      const { painted, markupEnd, shifted } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        ...(window as unknown as { shifted: number; markupEnd?: number }),
      }))
      expect(markupEnd, `site ${site}: the markup's end parsed`).toBeGreaterThan(0)
      expect(painted, `site ${site}: first contentful paint after the whole markup`).toBeGreaterThanOrEqual(markupEnd!)
      expect(shifted, `site ${site}: layout shift`).toBe(0)
    }
  })

  test.describe('on the home of site 1', () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await page.goto(onSite(baseURL, 1))
      await waitForHydration(page)
    })

    test('the links around the network status dots stay the server’s HTML; every dot shows the status, the mobile menu’s too', async ({
      page,
    }) => {
      const dots = page.getByTestId('network-status-dot')
      // The top bar's and the footer's.
      await expect(dots).toHaveCount(2)
      const pageDots = await dots.all()
      for (const part of ['top-bar', 'site-footer']) {
        const kept = page.getByTestId(part).locator('[data-kept]').filter({ has: dots })
        await expect(kept, `${part}: the links around its dot`).toHaveCount(1)
        expect(await hydratedElements(kept.locator('*')), `${part}: elements React hydrated around its dot`).toBe(0)
      }
      // The menu is drawn when it opens: its dot says the status it has. A phone shows no other
      // dot, so the status is asked then; seeded current events, so the warning dot, on every dot.
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
      const dot = page.getByRole('dialog').getByTestId('network-status-dot')
      await expect(dot).toHaveAttribute('data-status', 'warning')
      for (const other of pageDots) await expect(other).toHaveAttribute('data-status', 'warning')
      await expect(dot.getByText('Réseau : perturbation en cours')).toBeVisible()
      await expect(dot.getByText('Réseau : aucune perturbation')).toBeHidden()
    })

    test('bloc parts and texts without client code stay the server’s HTML; the slider and the live status line still run', async ({
      page,
    }) => {
      // The offer cards: nothing of theirs runs in the browser. The teasers hold the live network status line: they hydrate.
      await expect(page.locator('[data-kept]').filter({ has: page.getByTestId('offer-cards') })).toHaveCount(1)
      await expect(page.locator('[data-kept]').filter({ has: page.getByTestId('network-status-line') })).toHaveCount(0)
      expect(await hydratedElements(page.getByTestId('offer-cards').locator('*')), 'offer card elements React hydrated').toBe(0)
      // What runs still does: the slider's dots answer.
      const slider = page.locator('[data-hero-slider]')
      await slider.getByRole('button', { name: /2/ }).first().click()
      await expect(slider.getByRole('button', { name: /2/ }).first()).toHaveAttribute('aria-current', 'true')
    })
  })
})
