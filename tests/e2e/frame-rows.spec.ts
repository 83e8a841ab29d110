import { expect, test, type Page } from '@playwright/test'

import { SITE_SETTINGS } from '../../demo-content/site-settings-data'
import { onSite, waitForHydration } from './support'

/**
 * §2 frame behaviours as a visitor meets them: the out-in page transition, each site's own social
 * links, the title block's category and subtitle, a lazy picture from its placeholder to loaded, a service worker that fails
 * to register, and the language files each page brings.
 */

/** The page's view transitions as they start: each one's animations of the page (its pseudo-elements). */
async function recordPageTransitions(page: Page) {
  await page.addInitScript(() => {
    const started: { animations: { pseudo: string; name: string; delay: number; duration: number }[] }[] = []
    Object.assign(window, { pageTransitions: started })
    const start = document.startViewTransition.bind(document)
    document.startViewTransition = ((update: Parameters<typeof start>[0]) => {
      const transition = start(update)
      const record = { animations: [] as (typeof started)[number]['animations'] }
      started.push(record)
      void transition.ready.then(() => {
        record.animations = document.documentElement
          .getAnimations({ subtree: true })
          .filter((animation) => (animation.effect as KeyframeEffect | null)?.pseudoElement?.includes('site-page'))
          .map((animation) => {
            const timing = animation.effect?.getTiming()
            return {
              pseudo: (animation.effect as KeyframeEffect).pseudoElement ?? '',
              name: (animation as CSSAnimation).animationName,
              delay: Number(timing?.delay ?? 0),
              duration: Number(timing?.duration ?? 0),
            }
          })
      })
      return transition
    }) as typeof document.startViewTransition
  })
}

const pageTransitions = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { pageTransitions: { animations: { pseudo: string; name: string; delay: number; duration: number }[] }[] })
        .pageTransitions,
  )

test('a route change fades the page out, then the next one in; a change within the page does not; nothing moves with reduced motion', async ({
  page,
  browser,
  baseURL,
}) => {
  await recordPageTransitions(page)
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('main').locator('a[href="/offres-combinees-477"]').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offres combinées')
  // Out, then in: the new page waits for the old one to be gone.
  await expect
    .poll(async () => (await pageTransitions(page)).map((transition) => transition.animations.sort((a, b) => a.delay - b.delay)))
    .toEqual([
      [
        { pseudo: '::view-transition-old(site-page)', name: 'page-fade-out', delay: 0, duration: 150 },
        { pseudo: '::view-transition-new(site-page)', name: 'page-fade-in', delay: 150, duration: 150 },
      ],
    ])

  // The search writes its query in the address: the same page, so no transition.
  await page.goto('/recherche')
  await waitForHydration(page)
  const before = (await pageTransitions(page)).length
  await page.getByRole('search').getByRole('searchbox').fill('internet')
  await expect(page).toHaveURL(/\?q=internet$/)
  await expect(page.getByTestId('search-results').getByRole('link').first()).toBeVisible()
  expect(await pageTransitions(page)).toHaveLength(before)

  const still = await browser.newContext({ baseURL, reducedMotion: 'reduce' })
  const calm = await still.newPage()
  await recordPageTransitions(calm)
  await calm.goto('/')
  await waitForHydration(calm)
  await calm.getByRole('main').locator('a[href="/offres-combinees-477"]').first().click()
  await expect(calm.getByRole('heading', { level: 1 })).toHaveText('Offres combinées')
  for (const transition of await pageTransitions(calm)) expect(transition.animations).toEqual([])
  await still.close()
})

test('each site shows its own social links, named and opening in a new tab', async ({ page, baseURL }) => {
  // Three homes: slow on a busy machine.
  test.slow()
  for (const settings of SITE_SETTINGS) {
    const site = Number(settings.site) as 1 | 2 | 3
    await page.goto(onSite(baseURL, site, '/'))
    const list = page.getByTestId('site-footer').getByRole('list', { name: 'Réseaux sociaux' })
    const links = list.getByRole('link')
    await expect(links, `site ${site}`).toHaveCount(settings.social.length)
    for (const [index, entry] of settings.social.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', entry.url)
      await expect(links.nth(index)).toHaveAttribute('target', '_blank')
      await expect(links.nth(index)).toHaveAccessibleName(new RegExp(` sur ${entry.network}`, 'i'))
    }
  }
})

test('the title block: category overline, then the H1, then the subtitle', async ({ page }) => {
  await page.goto('/offres-combinees-477')
  const block = page
    .getByRole('article')
    .locator('header')
    .filter({ has: page.getByRole('heading', { level: 1 }) })
  await expect(block.locator('p').first()).toHaveText('Offres')
  await expect(block.getByRole('heading', { level: 1 })).toHaveText('Offres combinées')
  await expect(block.locator('h1 + p')).toHaveText('Internet, TV et téléphonie dans un seul abonnement')
})

test('a page’s lazy picture is its placeholder until it comes near, then loaded', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  await waitForHydration(page)
  // The hero's second slide is beside the screen: lazy until the slider brings it.
  const pictures = page.locator('[data-hero-slider] img')
  const index = await pictures.evaluateAll((images) => images.findIndex((image) => image.classList.contains('lazy')))
  expect(index, 'a lazy slide picture').toBeGreaterThan(0)
  const lazy = pictures.nth(index)
  await expect(lazy).toHaveAttribute('src', /^data:image\/gif/)
  const source = await lazy.getAttribute('data-lazy-src')
  expect(source).toBeTruthy()
  await page.getByRole('button', { name: new RegExp(`^Diapositive ${index + 1} sur`) }).click()
  await expect(lazy).toHaveClass(/(^|\s)lazy-loaded(\s|$)/)
  await expect(lazy).toHaveAttribute('src', source!)
  await expect.poll(() => lazy.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
})

test('a service worker that fails to register stays silent: no error, the site works on', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(() => {
    if (!('serviceWorker' in navigator)) return
    navigator.serviceWorker.register = () => {
      ;(window as unknown as { registrationTried: boolean }).registrationTried = true
      return Promise.reject(new Error('registration refused'))
    }
  })
  await page.goto('/')
  await waitForHydration(page)
  await expect.poll(() => page.evaluate(() => (window as unknown as { registrationTried?: boolean }).registrationTried)).toBe(true)
  await page.getByTestId('site-footer').getByRole('link', { name: 'Télévision', exact: true }).click()
  await expect(page).toHaveURL(/\/television-514$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Télévision')
  expect(errors).toEqual([])
})

test('language files come with the page that needs them: a French page carries no German, the German page its own', async ({ page }) => {
  const html = await (await page.request.get('/')).text()
  expect(html).toContain('Ouvrir le menu')
  expect(html).not.toContain('Menü öffnen')
  await page.goto('/')
  await waitForHydration(page)
  await page.getByTestId('language-switcher').first().locator('a[hreflang="de"]').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.setViewportSize({ width: 375, height: 812 })
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeVisible()
})

test('at 768 px the top bar is one row on every site, audience and language: each entry on one line, none cut, the phone left to the action bar', async ({
  page,
  baseURL,
}) => {
  test.slow()
  await page.setViewportSize({ width: 768, height: 1024 })
  for (const site of [1, 2, 3] as const) {
    for (const path of ['/', '/de', '/en', '/business', '/de/business']) {
      const where = `site ${site} ${path}`
      const answer = await page.goto(onSite(baseURL, site, path))
      // Fribourg has no English: its /en is the French home.
      expect(answer?.ok(), where).toBe(true)
      const bar = page.getByTestId('top-bar')
      await expect(bar, where).toBeVisible()
      const layout = await bar.evaluate((element) => {
        const row = element.firstElementChild as HTMLElement
        const list = element.querySelector('nav ul') as HTMLElement
        const links = [...list.querySelectorAll('a')].map((link) => link.getBoundingClientRect())
        const actions = (row.lastElementChild as HTMLElement).getBoundingClientRect()
        return {
          barHeight: element.getBoundingClientRect().height,
          rowOverflows: row.scrollWidth > row.clientWidth,
          listCut: list.scrollWidth > list.clientWidth,
          tallest: Math.max(...links.map((box) => box.height)),
          listEnd: Math.max(...links.map((box) => box.right)),
          actionsStart: actions.left,
          count: links.length,
        }
      })
      expect(layout.count, where).toBeGreaterThanOrEqual(4)
      expect(layout.barHeight, where).toBe(40)
      expect(layout.tallest, `${where}: one line per entry`).toBeLessThanOrEqual(32)
      expect(layout.rowOverflows || layout.listCut, `${where}: nothing cut`).toBe(false)
      expect(layout.listEnd, `${where}: the entries end before the languages`).toBeLessThanOrEqual(layout.actionsStart)
      await expect(bar.getByTestId('header-phone'), where).toBeHidden()
    }
  }
})
