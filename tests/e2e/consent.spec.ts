import type { ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations, holdScripts, onSite, startServer, stopProcess } from './support'

// A first visit: no consent cookies yet.
test.use({ storageState: { cookies: [], origins: [] } })

/**
 * The context's cookies. A page's `document.cookie` write reaches the browser's cookie store a moment
 * later (another process): read after a click, they are polled until they hold.
 */
async function cookies(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]))
}

async function tagManagerStarts(page: Page): Promise<number> {
  return page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'gtm.js').length)
}

test.describe('cookie consent (§2, §3, §4)', () => {
  test('shown until the visitor decides; declining stores the choice for a year and starts nothing', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByTestId('consent-banner')
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('heading')).toHaveText('Vos choix en matière de cookies')
    // What the visitor reads once the page runs (before, its buttons wait, disabled).
    await expect(banner.getByRole('button', { name: 'Refuser' })).toBeEnabled()
    await expectNoAxeViolations(page, 'home with the consent banner')

    await banner.getByRole('button', { name: 'Refuser' }).click()
    await expect(banner).toHaveCount(0)
    const stored = (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('cookie_control_'))
    expect(Object.fromEntries(stored.map((cookie) => [cookie.name, cookie.value]))).toEqual({
      cookie_control_consent: 'true',
      cookie_control_enabled_cookies: 'cookie-by-default',
    })
    const oneYear = Date.now() / 1000 + 365 * 24 * 3600
    for (const cookie of stored) expect(Math.abs(cookie.expires - oneYear)).toBeLessThan(120)
    expect(await tagManagerStarts(page)).toBe(0)

    await page.goto('/offres-combinees-477')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  })

  test('the banner comes with the page, not after it; a visitor who decided never sees it, even before scripts run', async ({
    page,
    browser,
    request,
  }) => {
    // In the cached HTML itself, so it paints with the page (it is not a late largest paint).
    expect(await (await request.get('/')).text()).toContain('data-testid="consent-banner"')

    // Without the page's scripts, only the inline consent script decides.
    const noScripts = (target: Page) =>
      target.route('**/_next/static/**', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()))
    await noScripts(page)
    await page.goto('/')
    await expect(page.getByTestId('consent-banner')).toBeVisible()
    await expect(page.getByTestId('consent-banner').getByRole('button', { name: 'Refuser' })).toBeDisabled()

    const decided = await browser.newContext({
      storageState: {
        cookies: [
          {
            name: 'cookie_control_consent',
            value: 'true',
            domain: '127.0.0.1',
            path: '/',
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: 'Lax',
          },
        ],
        origins: [],
      },
    })
    const returning = await decided.newPage()
    await noScripts(returning)
    await returning.goto('/')
    await expect(returning.locator('footer')).toBeVisible()
    await expect(returning.getByTestId('consent-banner')).toBeHidden()
    await decided.close()
  })

  test('a phone viewport growing while the page loads moves neither the banner nor the action bar; once loaded both sit at the bottom', async ({
    browser,
    baseURL,
  }) => {
    // As Lighthouse's phone emulation now and then lands after the first frame: 527 px tall, then 823.
    const context = await browser.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
      viewport: { width: 412, height: 527 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    await page.addInitScript(() => {
      const seen = window as unknown as { shifted: number }
      seen.shifted = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) seen.shifted += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // The page's scripts wait (its stylesheet comes): it has not loaded while the viewport grows.
    const letScriptsCome = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await expect(page.getByTestId('consent-banner')).toBeVisible()
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
    await page.setViewportSize({ width: 412, height: 823 })
    letScriptsCome()
    await expect(page.locator('html[data-loaded]')).toBeAttached()
    const shifted = await page.evaluate(
      () =>
        new Promise((painted) =>
          requestAnimationFrame(() => requestAnimationFrame(() => painted((window as unknown as { shifted: number }).shifted))),
        ),
    )
    expect(shifted).toBe(0)
    const bar = (await page.getByTestId('mobile-action-bar').boundingBox())!
    const banner = (await page.getByTestId('consent-banner').boundingBox())!
    expect(Math.round(bar.y + bar.height)).toBe(823)
    // Above the bar, which its top border overlaps by a pixel.
    expect(Math.abs(banner.y + banner.height - bar.y)).toBeLessThanOrEqual(1)
    await context.close()
  })

  test('on the 404 page, "Refuser" clicked as soon as it can be is kept: the banner goes and stays gone', async ({ page }) => {
    await page.clock.install()
    const response = await page.goto('/rien-du-tout')
    expect(response?.status()).toBe(404)
    const banner = page.getByTestId('consent-banner')
    // Clicked the moment it is enabled, before the page has settled.
    await banner.getByRole('button', { name: 'Refuser' }).click()
    await expect(banner).toHaveCount(0)
    await expect.poll(async () => (await cookies(page)).cookie_control_consent).toBe('true')
    // Still gone once the page has settled (its error boundary has retried).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
    await page.clock.runFor(5000)
    await expect(banner).toHaveCount(0)
  })

  test('readable in every theme: no axe violation with the banner open on Entremont and Fribourg', async ({ page, baseURL }) => {
    for (const site of [2, 3] as const) {
      await page.goto(onSite(baseURL, site, '/'))
      await page.getByTestId('consent-banner').getByRole('button', { name: 'Personnaliser' }).click()
      await expectNoAxeViolations(page, `site ${site} with the consent choices`)
    }
  })
})

/**
 * A configured container (GTM_ID) whose script comes from a stub of the tag manager's origin
 * (GTM_ORIGIN): a second server of this build, configured so, and the stub counting what it serves.
 */
test.describe('with a tag manager container', () => {
  const port = Number(process.env.E2E_PORT ?? 3210) + 9
  const CONTAINER = 'GTM-E2ETEST'
  let server: ChildProcess | undefined
  let stub: Server | undefined
  let stubOrigin = ''
  const served: string[] = []

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    stub = createServer((request, response) => {
      served.push(request.url ?? '')
      response.writeHead(200, { 'content-type': 'text/javascript' })
      response.end('window.__tagManagerRuns = (window.__tagManagerRuns || 0) + 1')
    })
    await new Promise<void>((resolve) => stub?.listen(0, '127.0.0.1', resolve))
    stubOrigin = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`
    server = await startServer(port, { GTM_ID: CONTAINER, GTM_ORIGIN: stubOrigin })
  })

  test.afterAll(async () => {
    stopProcess(server)
    await new Promise((resolve) => stub?.close(resolve))
  })

  /** Hydrated (the page view is pushed after mount) on the page's own clock. */
  const hydrated = (page: Page) =>
    expect
      .poll(async () => {
        await page.clock.runFor(250)
        return page.evaluate(() => (window.dataLayer ?? []).some((entry) => entry.event === 'page_view'))
      })
      .toBe(true)
  const runs = (page: Page) => page.evaluate(() => (window as unknown as { __tagManagerRuns?: number }).__tagManagerRuns ?? 0)

  test('its script loads only once the visitor accepts it, again on the next visit; declining it later removes its cookies', async ({
    page,
  }) => {
    const origin = `http://127.0.0.1:${port}`
    await page.clock.install()
    const response = await page.goto(`${origin}/de`)
    // The page's policy lets the configured origin's script run.
    expect(response?.headers()['content-security-policy']).toMatch(new RegExp(`script-src [^;]*${stubOrigin.replace(/[.]/g, '\\.')}`))
    await hydrated(page)
    // Before a choice nothing of the tag manager comes, however long the visitor reads.
    await page.clock.runFor(60_000)
    expect(served).toEqual([])
    expect(await tagManagerStarts(page)).toBe(0)
    await expect(page.locator(`script[src^="${stubOrigin}"]`)).toHaveCount(0)

    // The site's service worker controls the page: requests to other origins must pass it untouched.
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)

    const banner = page.getByTestId('consent-banner')
    await banner.getByRole('button', { name: 'Anpassen' }).click()
    await banner.getByRole('checkbox', { name: /Reichweitenmessung/ }).check()
    await banner.getByRole('button', { name: 'Auswahl speichern' }).click()
    await expect(banner).toHaveCount(0)
    await expect.poll(async () => (await cookies(page)).cookie_control_enabled_cookies).toBe('cookie-by-default,google-tag-manager')
    expect(await tagManagerStarts(page)).toBe(1)
    // The container's script, fetched from its origin and run by the browser once.
    await expect.poll(() => runs(page)).toBe(1)
    expect(served).toEqual([`/gtm.js?id=${CONTAINER}`])

    await page.reload()
    await expect.poll(() => tagManagerStarts(page)).toBe(1)
    await expect.poll(() => runs(page)).toBe(1)
    expect(served).toHaveLength(2)

    // What a tag manager leaves behind.
    await page.context().addCookies([{ name: '_ga', value: 'GA1.1.1', url: origin }])
    await page.getByTestId('site-footer').getByRole('button', { name: 'Cookie-Einstellungen' }).click()
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('checkbox', { name: /Reichweitenmessung/ })).toBeChecked()
    await banner.getByRole('checkbox', { name: /Reichweitenmessung/ }).uncheck()
    await banner.getByRole('button', { name: 'Auswahl speichern' }).click()
    await expect(banner).toHaveCount(0)
    await expect
      .poll(async () => {
        const after = await cookies(page)
        return { enabled: after.cookie_control_enabled_cookies, tagManagerCookie: after._ga ?? null }
      })
      .toEqual({ enabled: 'cookie-by-default', tagManagerCookie: null })

    // Declined: the next visit loads nothing.
    await page.reload()
    await hydrated(page)
    await page.clock.runFor(60_000)
    expect(served).toHaveLength(2)
    expect(await runs(page)).toBe(0)
  })
})
