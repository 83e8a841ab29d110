import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations, holdScripts, liveFields, onSite, ownClient, waitForHydration } from './support'

/** axe on the page at rest: the pointer left on the button just clicked would show its hover state. */
async function checkAccessibility(page: Page, label: string) {
  await page.mouse.move(0, 0)
  await expectNoAxeViolations(page, label)
}

/** Node's resolver knows no a/b/c.localhost: API calls go to the server with the site's Host header. */
const SITE_HOSTS = { 1: 'a.localhost', 2: 'b.localhost', 3: 'c.localhost' } as const
const hostOf = (baseURL: string | undefined, site: 1 | 2 | 3) => ({ host: `${SITE_HOSTS[site]}:${new URL(baseURL ?? '').port}` })

/**
 * §1 data-breach e-mail check on its CMS page (3140), fr/de/en on two sites. The seeded list holds
 * breach-demo-1…12@example.ch; each test uses its own addresses and a client address (X-Forwarded-For)
 * of its own, also on a retry, since both are rate-limited.
 */
const PAGE = { fr: '/incident-securite-3140', de: '/de/sicherheitsvorfall-3140', en: '/en/security-incident-3140' } as const

async function check(page: Page, address: string, submit: RegExp) {
  await page.getByRole('textbox', { name: /e-mail/i }).fill(address)
  await page.getByRole('button', { name: submit }).click()
}

test('a listed address is told so and what to do (site 1, fr)', { tag: '@reads' }, async ({ page, baseURL }) => {
  await ownClient(page)
  await page.goto(onSite(baseURL, 1, PAGE.fr))
  await waitForHydration(page)
  await liveFields(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Incident de sécurité')
  const answer = page.waitForResponse((response) => response.url().includes('/api/breach-check'))
  await check(page, 'Breach-Demo-1@example.ch', /Vérifier mon adresse/)
  const body = await (await answer).text()
  expect(body).toBe('{"found":true}')
  await expect(page.locator('[data-breach-answer]')).toContainText('Cette adresse figure parmi celles concernées par l’incident.')
  await expect(page.locator('[data-breach-answer]').getByRole('listitem')).toHaveCount(4)
  // The answer gives the customer service's number itself (the header's is not shown on a phone).
  await expect(page.locator('[data-breach-answer]')).not.toContainText('en haut de la page')
  await expect(page.locator('[data-breach-answer]').getByRole('link', { name: '0800 800 400' })).toHaveAttribute(
    'href',
    /^tel:\+41800800400$/,
  )
  await checkAccessibility(page, 'breach check, found')
})

test.describe('before the form’s code has come', () => {
  // The page's service worker would answer for the code, and the test could not hold it back.
  test.use({ serviceWorkers: 'block' })

  test('a check sent from the page before its code came is answered in the page, not posted by the browser (site 1, fr)', async ({
    page,
    baseURL,
  }) => {
    await ownClient(page)
    // A short window: the form starts below it, so its code is not asked for on arrival.
    await page.setViewportSize({ width: 1280, height: 320 })
    await page.goto(onSite(baseURL, 1, PAGE.fr))
    await waitForHydration(page)
    const letCodeCome = await holdScripts(page)
    const island = page.locator('[data-island]').filter({ has: page.getByRole('textbox', { name: /e-mail/i }) })
    await check(page, 'Breach-Demo-2@example.ch', /Vérifier mon adresse/)
    await expect(island).not.toHaveAttribute('data-hydrated', '')
    await expect(page).toHaveURL(new RegExp(`${PAGE.fr}$`))

    const answer = page.waitForResponse((response) => response.url().includes('/api/breach-check'))
    letCodeCome()
    expect(await (await answer).text()).toBe('{"found":true}')
    await expect(page.locator('[data-breach-answer]')).toContainText('Cette adresse figure parmi celles concernées par l’incident.')
    await expect(page).toHaveURL(new RegExp(`${PAGE.fr}$`))
  })
})

test('an address not in the list is told it is not (site 2, de)', { tag: '@reads' }, async ({ page, baseURL }) => {
  await ownClient(page)
  await page.goto(onSite(baseURL, 2, PAGE.de))
  await waitForHydration(page)
  await liveFields(page)
  await check(page, 'anna.muster@example.ch', /Adresse prüfen/)
  await expect(page.locator('[data-breach-answer]')).toContainText('Diese Adresse gehört nicht zu den vom Vorfall betroffenen Adressen.')
  await checkAccessibility(page, 'breach check, not found')
})

test(
  'an invalid address is asked to be verified, in the browser and by the server (site 1, en; site 2, fr)',
  { tag: '@reads' },
  async ({ page, baseURL, request }) => {
    await ownClient(page)
    await page.goto(onSite(baseURL, 1, PAGE.en))
    await waitForHydration(page)
    await liveFields(page)
    await check(page, 'breach-demo-2@example', /Check my address/)
    const field = page.getByRole('textbox', { name: /e-mail/i })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Please verify the e-mail address you entered.')).toBeVisible()
    await expect(field).toBeFocused()
    await checkAccessibility(page, 'breach check, invalid')

    const server = await request.post('/api/breach-check?locale=fr', {
      data: { email: 'pas une adresse' },
      headers: { ...hostOf(baseURL, 2), 'x-forwarded-for': '203.0.113.150' },
    })
    expect(server.status()).toBe(400)
    expect(server.headers()['content-type']).toContain('application/problem+json')
    expect((await server.json()).detail).toBe('Veuillez vérifier l’adresse e-mail saisie.')
  },
)

test('a flood of checks from one client gets 429 with a localised message (site 2, en)', async ({ page, baseURL }) => {
  await ownClient(page)
  await page.goto(onSite(baseURL, 2, PAGE.en))
  await waitForHydration(page)
  await liveFields(page)
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const answer = page.waitForResponse((response) => response.url().includes('/api/breach-check'))
    await check(page, `flood-${attempt}@example.ch`, /Check my address/)
    expect((await answer).status()).toBe(200)
  }
  const refused = page.waitForResponse((response) => response.url().includes('/api/breach-check'))
  await check(page, 'flood-last@example.ch', /Check my address/)
  expect((await refused).status()).toBe(429)
  await expect(page.locator('[data-breach-answer]')).toContainText('Too many checks in a short time.')
  await checkAccessibility(page, 'breach check, too many')
})

test(
  'nothing of the list is in the page source, and the page is linked from the footer',
  { tag: '@reads' },
  async ({ request, baseURL, page }) => {
    for (const [site, path] of [
      [1, PAGE.fr],
      [2, PAGE.de],
      [3, PAGE.fr],
    ] as const) {
      const html = await (await request.get(path, { headers: hostOf(baseURL, site) })).text()
      expect(html).toMatch(/autocomplete="email"/i)
      expect(html).not.toContain('breach-demo')
    }
    await page.goto(onSite(baseURL, 3, '/'))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Incident de sécurité' }).click()
    await expect(page).toHaveURL(/\/incident-securite-3140$/)
  },
)
