import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { onSite } from './support'

/**
 * Real visitors' vitals (src/features/vitals): a page view of a visitor who accepted audience
 * measurement reaches /metrics, one who declined it sends nothing. Fribourg's network status page:
 * no other spec accepts audience measurement there, so its count moves only by this test.
 */
const PATH = '/etat-du-reseau-1637'
const SERIES = 'website_web_vitals_ttfb_seconds_count{site="3",page_type="network-status"}'

async function pageViews(request: APIRequestContext): Promise<number> {
  const text = await (await request.get('/metrics')).text()
  const line = text.split('\n').find((entry) => entry.startsWith(`${SERIES} `))
  return Number(line?.split(' ')[1] ?? 0)
}

/** The page's deferred behaviours have run (its page view is in the data layer, 250 ms after they mount). */
async function behavioursMounted(page: Page) {
  await page.waitForFunction(() => (window.dataLayer ?? []).some((entry) => entry.event === 'page_view'))
}

/** What a browser does when the visitor switches away: the page becomes hidden, and the event bubbles from the document. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  })
}

const consent = (enabled: string) =>
  ['cookie_control_consent=true', `cookie_control_enabled_cookies=${enabled}`].map((pair) => {
    const [name = '', value = ''] = pair.split('=')
    return { name, value, domain: 'c.localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }
  })

test("a page view's vitals reach /metrics after the visitor accepts audience measurement, none when declined", async ({
  browser,
  request,
  baseURL,
}) => {
  const before = await pageViews(request)
  const beacons: string[] = []

  // Declined: the page runs its deferred behaviours and is hidden; nothing is measured or sent.
  const declined = await browser.newContext({ storageState: { cookies: consent('cookie-by-default'), origins: [] } })
  declined.on('request', (sent) => {
    if (sent.url().endsWith('/api/vitals')) beacons.push('declined')
  })
  const declinedPage = await declined.newPage()
  await declinedPage.goto(onSite(baseURL, 3, PATH))
  await behavioursMounted(declinedPage)
  await hide(declinedPage)
  await declined.close()

  // A first visit that accepts everything in the banner: its page view is measured and sent when hidden.
  const accepting = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  accepting.on('request', (sent) => {
    if (sent.url().endsWith('/api/vitals')) beacons.push('accepted')
  })
  const page = await accepting.newPage()
  await page.goto(onSite(baseURL, 3, PATH))
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Tout accepter' }).click()
  await behavioursMounted(page)
  // The measuring code comes as a chunk of its own once consent is known: hidden again until it has sent.
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/vitals'))
  await expect
    .poll(async () => {
      await hide(page)
      return beacons.includes('accepted')
    })
    .toBe(true)
  expect((await answered).status()).toBe(204)
  // Hidden again: a page view reports once.
  await hide(page)
  await accepting.close()

  // The declined view came first: had it sent anything, it would have been counted before this one.
  expect(beacons).toEqual(['accepted'])
  expect(await pageViews(request)).toBe(before + 1)
})
