import { expect, test } from '@playwright/test'

import { adminToken } from './support'

/** SITE_HOSTS=a.localhost=1,b.localhost=2,c.localhost=3 (playwright.config.ts); Chromium resolves *.localhost to loopback. */
function onHost(baseURL: string | undefined, host: string, path = '/'): string {
  const url = new URL(path, baseURL)
  url.hostname = host
  return url.toString()
}

test('the host map picks the site: home page, theme class and copyright year differ', { tag: '@reads' }, async ({ page, baseURL }) => {
  const expected = [
    { host: 'a.localhost', site: '1', theme: 'theme-default', title: 'Internet, TV et mobile en Suisse romande', year: '2019' },
    { host: 'b.localhost', site: '2', theme: 'theme-entremont', title: 'Votre opérateur en Entremont', year: '2019' },
    { host: 'c.localhost', site: '3', theme: 'theme-fribourg', title: 'Le réseau de Fribourg', year: '2020' },
  ]
  for (const { host, site, theme, title, year } of expected) {
    await page.goto(onHost(baseURL, host))
    const shell = page.locator('[data-site]')
    await expect(shell, host).toHaveAttribute('data-site', site)
    await expect(shell, host).toHaveClass(new RegExp(`\\b${theme}\\b`))
    await expect(page.getByRole('heading', { level: 1 }), host).toHaveText(title)
    await expect(page.locator('footer'), host).toContainText(`© ${year}`)
  }
})

test('an unknown host is site 1', { tag: '@reads' }, async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'localhost'))
  await expect(page.locator('[data-site]')).toHaveAttribute('data-site', '1')
})

test('business pages carry the business theme and audience', { tag: '@reads' }, async ({ page }) => {
  await page.goto('/business/pme-554')
  const shell = page.locator('[data-site]')
  await expect(shell).toHaveAttribute('data-audience', 'business')
  await expect(shell).toHaveClass(/\btheme-business\b/)
})

test('the CMS has no GraphQL endpoint (one aliased query could hold the server)', { tag: '@reads' }, async ({ request }) => {
  const response = await request.post('/cms-api/graphql', { data: { query: '{ Pages(limit: 0, pagination: false) { totalDocs } }' } })
  expect(response.status()).toBe(404)
})

test('drafts are not public', { tag: '@reads' }, async ({ page, request }) => {
  expect((await request.get('/brouillon-9001')).status()).toBe(404)
  expect((await request.get('/cms-api/pages/9001')).status()).toBe(404)
  await page.goto('/actionnaires-159')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actionnaires')
  await expect(page.locator('body')).not.toContainText('version de travail')
})

test('/admin shows the login form', { tag: '@reads' }, async ({ page }) => {
  await page.goto('/admin')
  await expect(page.locator('input[name="email"]')).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('input[name="password"]')).toBeVisible()
})

test('/api/health answers ok', { tag: '@reads' }, async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok' })
})

test('a page an editor publishes shows at once, without waiting for the cache to expire', async ({ page, request }) => {
  await page.goto('/mentions-legales-161')
  const heading = page.getByRole('heading', { level: 1 })
  const before = (await heading.textContent())?.trim()
  // The second answer comes from the page cache.
  expect((await request.get('/mentions-legales-161')).headers()['x-nextjs-cache']).toBe('HIT')

  const token = await adminToken(request)
  const title = `${before} — mise à jour`
  const update = await request.patch('/cms-api/pages/161?locale=fr', {
    headers: { Authorization: `JWT ${token}` },
    data: { title, _status: 'published' },
  })
  expect(update.ok()).toBe(true)

  await page.goto('/mentions-legales-161')
  await expect(heading).toHaveText(title)
})
