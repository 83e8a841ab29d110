import type { ChildProcess } from 'node:child_process'

import { expect, test, type Page } from '@playwright/test'

import { onSite, startServer, stopProcess, waitForHydration } from './support'

/**
 * §7's tracker: its script runs only in publish mode 3 with a public key (src/features/tracking),
 * added once per visit after the page has loaded, and the page's policy lets it run. The suite's
 * server has none configured; a second server here is configured like a published site.
 */
const TRACKER = 'https://tracker.example.test/t.js'
const PUBLIC_KEY = 'pk-e2e-tracker'

/** The longest the tracker waits for an idle browser after the load event (src/features/tracking/Tracker.tsx). */
const TRACKER_IDLE_WAIT_MS = 5000

/** The page view of `path` is pushed: the page's behaviours, the tracker among them, are in place. */
const waitForPageView = (page: Page, path: string) =>
  page.waitForFunction((path) => (window.dataLayer ?? []).some((entry) => entry.event === 'page_view' && entry.page_path === path), path)

/** When the page finished loading, on the test's clock. */
const loadedAt = (page: Page) =>
  page.evaluate(() => performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd)

test('without a configured tracker no tracker script is added, and the policy names none', async ({ page, baseURL }) => {
  const asked: string[] = []
  await page.route('https://tracker.example.test/**', (route) => {
    asked.push(route.request().url())
    return route.abort()
  })
  await page.clock.install()
  const response = await page.goto(onSite(baseURL, 1, '/'), { waitUntil: 'load' })
  expect(response?.headers()['content-security-policy']).not.toContain('tracker.example.test')
  await waitForHydration(page)
  // On the page's clock, past the longest a tracker waits for an idle browser after the load event.
  await page.clock.runFor(TRACKER_IDLE_WAIT_MS)
  await expect(page.locator('script[data-tracker]')).toHaveCount(0)
  expect(asked).toEqual([])
})

test.describe('in publish mode 3 with a public key', () => {
  const port = Number(process.env.E2E_PORT ?? 3210) + 3
  let server: ChildProcess | undefined

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    server = await startServer(port, { TRACKER_SCRIPT_URL: TRACKER, TRACKER_PUBLIC_KEY: PUBLIC_KEY, TRACKER_PUBLISH_MODE: '3' })
  })

  test.afterAll(() => stopProcess(server))

  test('the tracker runs once per visit, after the page has loaded, allowed by the policy', async ({ page }) => {
    const asked: number[] = []
    await page.route('https://tracker.example.test/**', (route) => {
      asked.push(Date.now())
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__trackerRuns = (window.__trackerRuns || 0) + 1; window.__trackerKey = document.currentScript.dataset.publicKey',
      })
    })
    const response = await page.goto(`http://a.localhost:${port}/`)
    expect(response?.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/tracker\.example\.test/)
    await waitForHydration(page)

    // Run by the browser (a script the policy refused would be fetched by nobody and run never).
    await expect.poll(() => page.evaluate(() => (window as unknown as { __trackerKey?: string }).__trackerKey)).toBe(PUBLIC_KEY)
    expect(asked).toHaveLength(1)
    expect(asked[0]).toBeGreaterThanOrEqual(Math.floor(await loadedAt(page)))

    // A page reached by the router is the same visit: no second tracker, even past the idle wait
    // of one (the page's clock, from here on Playwright's).
    await page.clock.install()
    await page.locator('a[href="/actualites"]:visible').first().click()
    await expect(page).toHaveURL(/\/actualites$/)
    await waitForPageView(page, '/actualites')
    await page.clock.runFor(TRACKER_IDLE_WAIT_MS)
    await expect(page.locator('script[data-tracker]')).toHaveCount(1)
    expect(await page.evaluate(() => (window as unknown as { __trackerRuns?: number }).__trackerRuns)).toBe(1)
    expect(asked).toHaveLength(1)
  })
})
