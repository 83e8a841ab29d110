import { execFileSync } from 'node:child_process'

import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test'

import { expectNoAxeViolations, onSite, pastIdlePrefetch } from './support'

/**
 * §6 live edit, versions and exact cache invalidation on the production build. Pages of
 * their own (ids 92xx) so that no other spec sees these edits; one test after the other, since they
 * publish and time the cache.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const EDITOR = { email: 'admin@example.ch', password: 'demo-admin-2026' }
const DRAFT_COOKIE = '__prerender_bypass'

type Auth = { authorization: string }

/** The REST API for the writes (Node resolves no *.localhost; the CMS API is the same on every host). */
async function signIn(request: APIRequestContext): Promise<Auth> {
  const login = await request.post('/cms-api/users/login', { data: EDITOR })
  expect(login.ok()).toBe(true)
  return { authorization: `JWT ${(await login.json()).token}` }
}

/**
 * Signs a browser in on site 1's host, as the admin's login form does: Payload's cookie for that
 * host. From a page of the site: an API answer's own policy lets nothing in it fetch.
 */
async function signInBrowser(page: Page, baseURL: string | undefined) {
  await page.goto(onSite(baseURL, 1, '/'))
  const status = await page.evaluate(async (editor) => {
    const response = await fetch('/cms-api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(editor),
    })
    return response.status
  }, EDITOR)
  expect(status).toBe(200)
}

/**
 * A hero that prices a product of sites 1 and 2 and names it, as an editor's must: the pages made
 * here stay in the sitemaps that catalogue-truth.spec.ts reads, whenever it runs.
 */
function hero(price: '39' | '49') {
  return [
    {
      type: 'banner',
      title: price === '39' ? 'Young Duo' : 'Mobile Max',
      subtitle: 'Commandez en ligne',
      price,
      currency: 'CHF',
      validity: 'par mois',
      position_text: 'left',
    },
  ]
}

async function savePage(request: APIRequestContext, auth: Auth, id: number, data: object, draft: boolean) {
  const response = await request.patch(`/cms-api/pages/${id}?locale=fr${draft ? '&draft=true' : ''}`, {
    headers: auth,
    data: { ...data, _status: draft ? 'draft' : 'published' },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

async function createPage(
  request: APIRequestContext,
  auth: Auth,
  id: number,
  slug: string,
  title: string,
  status: 'published' | 'draft' = 'published',
) {
  const existing = await request.get(`/cms-api/pages/${id}?draft=true`, { headers: auth })
  if (existing.ok()) await request.delete(`/cms-api/pages/${id}`, { headers: auth })
  const response = await request.post(`/cms-api/pages?locale=fr${status === 'draft' ? '&draft=true' : ''}`, {
    headers: auth,
    data: { id, title, slug, type: 'page', sites: ['1', '2'], headers: hero('49'), _status: status },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

async function visitor(browser: Browser, cookies: Parameters<BrowserContext['addCookies']>[0] = []) {
  const context = await browser.newContext()
  if (cookies.length > 0) await context.addCookies(cookies)
  return context
}

test('a visitor’s page does not ask whether the browser is an editor’s', { tag: '@reads' }, async ({ page, baseURL }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/live-edit') asked.push(request.url())
  })
  await page.clock.install()
  await page.goto(onSite(baseURL, 1, '/contact'))
  await pastIdlePrefetch(page)
  expect(asked, 'live-edit questions from a visitor’s page').toEqual([])
  await expect(page.getByRole('complementary', { name: "Barre d'édition" })).toHaveCount(0)
})

test('an editor switches live edit on, sees the drafts with edit links; visitors, copied cookies and ended sessions see only published', async ({
  browser,
  baseURL,
  request,
}) => {
  const auth = await signIn(request)
  await createPage(request, auth, 9201, 'edition-en-direct', 'Page publiée')
  await savePage(request, auth, 9201, { title: 'Titre du brouillon', headers: hero('39') }, true)
  const url = onSite(baseURL, 1, '/edition-en-direct-9201')

  const editor = await browser.newContext()
  const page = await editor.newPage()
  await signInBrowser(page, baseURL)
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Page publiée')
  const toolbar = page.getByRole('complementary', { name: "Barre d'édition" })
  const liveEdit = toolbar.getByRole('switch', { name: /Édition en direct/ })
  await expect(liveEdit).toHaveAttribute('aria-checked', 'false')
  await expect(page.locator('[data-edit-link]')).toHaveCount(0)

  await liveEdit.click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Titre du brouillon')
  await expect(page.getByText('39.-').first()).toBeVisible()
  await expect(toolbar.getByRole('switch')).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByRole('link', { name: /Modifier les cellules hero/ })).toHaveAttribute('href', '/admin/collections/pages/9201')
  await expect(page.getByRole('link', { name: /Modifier le titre et le texte/ })).toBeVisible()
  await expect(toolbar.getByRole('link', { name: /Modifier le menu/ }).first()).toHaveAttribute(
    'href',
    /\/admin\/collections\/navigation\/\d+/,
  )
  await expectNoAxeViolations(page, 'page in live edit')

  // The draft-mode cookie alone shows nothing: not to a visitor, not on another site, not after signing out.
  const draftCookie = (await editor.cookies()).find((cookie) => cookie.name === DRAFT_COOKIE)
  expect(draftCookie).toBeDefined()
  const copied = { ...draftCookie!, domain: 'a.localhost' }
  const stranger = await visitor(browser, [copied, { ...draftCookie!, domain: 'b.localhost' }])
  const strangerPage = await stranger.newPage()
  for (const site of [1, 2] as const) {
    await strangerPage.goto(onSite(baseURL, site, '/edition-en-direct-9201'))
    await expect(strangerPage.getByRole('heading', { level: 1 })).toContainText('Page publiée')
    await expect(strangerPage.locator('[data-edit-link]')).toHaveCount(0)
    await expect(strangerPage.getByRole('complementary', { name: "Barre d'édition" })).toHaveCount(0)
  }

  const token = (await editor.cookies()).find((cookie) => cookie.name === 'payload-token')!
  expect((await request.post('/cms-api/users/logout', { headers: { authorization: `JWT ${token.value}` } })).ok()).toBe(true)
  const ended = await visitor(browser, [copied, token])
  const endedPage = await ended.newPage()
  await endedPage.goto(url)
  await expect(endedPage.getByRole('heading', { level: 1 })).toContainText('Page publiée')
  await expect(endedPage.locator('[data-edit-link]')).toHaveCount(0)

  // Signed in again, the editor switches live edit off: published content.
  const again = await browser.newContext()
  const againPage = await again.newPage()
  await signInBrowser(againPage, baseURL)
  await again.addCookies([copied])
  await againPage.goto(url)
  await expect(againPage.getByRole('heading', { level: 1 })).toContainText('Titre du brouillon')
  await againPage.getByRole('switch', { name: /Édition en direct/ }).click()
  await expect(againPage.getByRole('heading', { level: 1 })).toContainText('Page publiée')
  await expect(againPage.locator('[data-edit-link]')).toHaveCount(0)

  // Published: a visitor sees it at once.
  await savePage(request, auth, 9201, { title: 'Titre du brouillon', headers: hero('39') }, false)
  const fresh = await visitor(browser)
  const visitorPage = await fresh.newPage()
  await visitorPage.goto(url)
  await expect(visitorPage.getByRole('heading', { level: 1 })).toContainText('Titre du brouillon')
  await expect(visitorPage.getByText('39.-').first()).toBeVisible()
  await Promise.all([editor, stranger, ended, again, fresh].map((context) => context.close()))
})

test('publishing one page renders that page again within a second and leaves another cached page untouched', async ({ request }) => {
  const auth = await signIn(request)
  await createPage(request, auth, 9211, 'page-a', 'Page A')
  await createPage(request, auth, 9212, 'page-b', 'Page B')
  const a = '/page-a-9211'
  const b = '/page-b-9212'
  // Each response carries its own CSP nonce: the same stored page, apart from it.
  const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, '')
  // Other specs publish meanwhile, and a save in a collection whose reads carry no tags expires every
  // site page (src/cms/hooks/cache-invalidation.ts): B may lose its cache to one of them in a round.
  // A's publication expiring B would do so in every round.
  const rounds: string[] = []
  for (let round = 1; round <= 3 && rounds.at(-1) !== 'untouched'; round++) {
    // Rendered once, then served from the cache.
    for (const url of [a, b]) await request.get(url)
    const cachedB = await request.get(b)
    const bodyB = withoutNonce(await cachedB.text())

    const title = `Page A modifiée ${round}`
    await savePage(request, auth, 9211, { title }, false)
    const published = Date.now()
    await expect.poll(async () => (await (await request.get(a)).text()).includes(title), { timeout: 1000, intervals: [50] }).toBe(true)
    expect(Date.now() - published).toBeLessThan(1000)

    const afterB = await request.get(b)
    const before = cachedB.headers()['x-nextjs-cache']
    const after = afterB.headers()['x-nextjs-cache']
    rounds.push(
      before === 'HIT' && after === 'HIT' && withoutNonce(await afterB.text()) === bodyB
        ? 'untouched'
        : `B ${before} before, ${after} after`,
    )
  }
  expect(rounds.at(-1), `rounds: ${rounds.join('; ')}`).toBe('untouched')
})

test('publishing a news item refreshes the news list and its detail', async ({ request, baseURL }) => {
  const auth = await signIn(request)
  // On Fribourg (site 3), whose news list no other spec counts; Node resolves no *.localhost: the host goes in the header.
  const fribourg = { host: new URL(onSite(baseURL, 3)).host }
  const get = (path: string) => request.get(path, { headers: fribourg })
  // A title of its own: a retry never sees the item of an earlier attempt.
  const word = `direct${Date.now().toString(36)}`
  const { docs } = await (await request.get('/cms-api/news?limit=1&depth=0&where[media][exists]=true', { headers: auth })).json()
  const created = await request.post('/cms-api/news?locale=fr', {
    headers: auth,
    data: {
      title: `Nouvelle ${word}`,
      text: 'Première version.',
      dateFrom: new Date().toISOString(),
      media: docs[0].media,
      sites: ['3'],
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const id = (await created.json()).doc.id
  const detail = `/actualites/nouvelle-${word}-${id}`
  try {
    expect(await (await get('/actualites')).text()).toContain(`Nouvelle ${word}`)
    expect(await (await get(detail)).text()).toContain('Première version.')
    // Served from the cache until the next publication (other specs publish in parallel: it may take a render more).
    await expect.poll(async () => (await get('/actualites')).headers()['x-nextjs-cache'], { timeout: 10_000 }).toBe('HIT')

    const edited = await request.patch(`/cms-api/news/${id}?locale=fr`, {
      headers: auth,
      data: { title: `Nouvelle ${word} modifiée`, text: 'Seconde version.', _status: 'published' },
    })
    expect(edited.ok(), await edited.text()).toBe(true)
    const list = await get('/actualites')
    expect(list.headers()['x-nextjs-cache']).not.toBe('HIT')
    expect(await list.text()).toContain(`Nouvelle ${word} modifiée`)
    expect(await (await get(`/actualites/nouvelle-${word}-modifiee-${id}`)).text()).toContain('Seconde version.')
  } finally {
    await request.delete(`/cms-api/news/${id}`, { headers: auth })
  }
  expect(await (await get('/actualites')).text()).not.toContain(`Nouvelle ${word}`)
})

test('an older version is restored, and a publication scheduled 5 seconds ahead appears after it', async ({ request }) => {
  const auth = await signIn(request)
  await createPage(request, auth, 9221, 'page-programmee', 'Page programmée', 'draft')
  const url = '/page-programmee-9221'
  expect((await request.get(url)).status()).toBe(404)

  execFileSync(process.execPath, ['--import', 'tsx', 'tests/e2e/schedule-publish.ts', 'pages', '9221', '5'], {
    env: process.env,
    stdio: 'inherit',
  })
  const scheduled = Date.now()
  expect((await request.get(url)).status()).toBe(404)
  await expect.poll(async () => (await request.get(url)).status(), { timeout: 20_000, intervals: [500] }).toBe(200)
  expect(Date.now() - scheduled).toBeGreaterThanOrEqual(4000)
  await expect.poll(async () => (await request.get(url)).text()).toContain('Page programmée')

  // Versions: restore the first published state through the REST API the admin uses.
  await savePage(request, auth, 9221, { title: 'Page programmée, seconde version' }, false)
  expect(await (await request.get(url)).text()).toContain('seconde version')
  const versions = await (
    await request.get('/cms-api/pages/versions?where[parent][equals]=9221&sort=createdAt&locale=fr', { headers: auth })
  ).json()
  const first = versions.docs.find(
    (version: { version: { title: string; _status: string } }) =>
      version.version.title === 'Page programmée' && version.version._status === 'published',
  )
  expect(first).toBeDefined()
  expect((await request.post(`/cms-api/pages/versions/${first.id}?locale=fr`, { headers: auth })).ok()).toBe(true)
  const restored = await (await request.get(url)).text()
  expect(restored).toContain('Page programmée')
  expect(restored).not.toContain('seconde version')
})
