import { execFileSync } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test'

import { mailTo, quotedPrintable, receivedMails } from './mailbox'
import { adminToken, expectNoAxeViolations } from './support'

/**
 * The content health view of the admin (/admin/content-health), on the production build: the demo
 * content is made wrong through the REST API, each kind of row appears in the view of the roles
 * that see it and leaves once the content is mended; the weekly digest carries the rows; the link
 * checker asks this machine only (LINK_CHECK_NETWORK=loopback in playwright.config.ts). One test
 * after the other: they change shared demo documents no other spec reads (the academy's pages,
 * Fribourg's MySports option, a picture's German text) and mend them before they end.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 })

const STAFF = {
  editor: { email: 'editor@example.ch', password: 'demo-editor-2026' },
  translator: { email: 'translator@example.ch', password: 'demo-translator-2026' },
  viewer: { email: 'viewer@example.ch', password: 'demo-viewer-2026' },
} as const

const TV_PAGE = 3206
const COMPUTER_PAGE = 3207
const SENIORS_PAGE = 3208
const FRIBOURG_MYSPORTS = 50
const MOUNTAIN_PICTURE = 3

type Rest = { get: (path: string) => Promise<Record<string, unknown>>; patch: (path: string, data: object) => Promise<void> }

async function rest(request: APIRequestContext): Promise<Rest> {
  const headers = { authorization: `JWT ${await adminToken(request)}` }
  return {
    get: async (path) => {
      const response = await request.get(`/cms-api${path}`, { headers })
      expect(response.ok(), path).toBe(true)
      return (await response.json()) as Record<string, unknown>
    },
    patch: async (path, data) => {
      const response = await request.patch(`/cms-api${path}`, { headers, data })
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
    },
  }
}

/** A browser signed in to the admin as one of the demo accounts, the admin in `language`. */
async function signedIn(browser: Browser, who: keyof typeof STAFF, language: 'fr' | 'de' | 'en', viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ viewport })
  await context.addCookies([{ name: 'payload-lng', value: language, domain: '127.0.0.1', path: '/' }])
  const page = await context.newPage()
  const login = await page.request.post('/cms-api/users/login', { data: STAFF[who] })
  expect(login.ok()).toBe(true)
  return page
}

const view = (query: string) => `/admin/content-health?${query}`

function rowsOf(page: Page, kind: string, document: string): Locator {
  return page.getByTestId('content-health-rows').locator(`tr[data-kind="${kind}"]`).filter({ hasText: document })
}

/** Reloads the view until the rows are there (or gone): a save reaches it through the refresh job. */
async function expectRows(page: Page, query: string, kind: string, document: string, count: number) {
  await expect(async () => {
    await page.goto(view(query))
    await expect(rowsOf(page, kind, document)).toHaveCount(count, { timeout: 1_000 })
  }).toPass({ timeout: 90_000, intervals: [1_000, 2_000] })
}

/** The navigation tree that holds the academy's entries on the main site, in one locale. */
async function academyTree(cms: Rest, locale: 'fr' | 'de' | 'en') {
  const found = await cms.get(`/navigation?where[site][equals]=1&where[tree_key][equals]=main_academy&depth=0&locale=${locale}`)
  return (found.docs as { id: number; items: { children?: { link?: { url?: string | null } }[] }[] }[])[0]!
}

test('each kind of finding appears once the demo content is made wrong, in each role’s view, in the digest, and leaves once mended', async ({
  browser,
  request,
}, testInfo) => {
  // Every kind of finding made, seen in three roles' views and mended (~40 s on a quiet machine).
  test.setTimeout(300_000)
  const cms = await rest(request)
  const editor = await signedIn(browser, 'editor', 'fr')

  // What is mended at the end: the originals.
  const tvCategory = (await cms.get(`/pages/${TV_PAGE}?locale=de&depth=0`)).category as string
  const pictureAlt = (await cms.get(`/media/${MOUNTAIN_PICTURE}?locale=de&depth=0`)).alt as string
  const trees = { fr: await academyTree(cms, 'fr'), de: await academyTree(cms, 'de'), en: await academyTree(cms, 'en') }
  const withoutComputer = structuredClone(trees.fr.items)
  withoutComputer[0]!.children = withoutComputer[0]!.children!.filter((child) => !child.link?.url?.endsWith(`-${COMPUTER_PAGE}`))
  expect(withoutComputer[0]!.children).toHaveLength(trees.fr.items[0]!.children!.length - 1)

  // A German text removed, a picture's German alternative text removed, a page taken out of the navigation.
  await cms.patch(`/pages/${TV_PAGE}?locale=de`, { category: '', _status: 'published' })
  await cms.patch(`/media/${MOUNTAIN_PICTURE}?locale=de`, { alt: '' })
  await cms.patch(`/navigation/${trees.fr.id}?locale=fr`, { items: withoutComputer, _status: 'published' })

  await expectRows(editor, 'site=1', 'missing-translation', 'TV et replay', 1)
  await expectRows(editor, 'site=1', 'missing-alt', 'Smartphone en montagne', 1)
  await expectRows(editor, 'site=1', 'orphan-page', 'Tablette et ordinateur', 1)
  const translation = rowsOf(editor, 'missing-translation', 'TV et replay')
  await expect(translation).toContainText('Traduction manquante')
  await expect(translation).toContainText('Allemand')
  await expect(translation).toContainText('Sans texte : Catégorie')
  await expect(translation.getByRole('link')).toHaveAttribute('href', `/admin/collections/pages/${TV_PAGE}?locale=de#field-category`)
  await expect(rowsOf(editor, 'missing-alt', 'Smartphone en montagne').getByRole('link')).toHaveAttribute(
    'href',
    `/admin/collections/media/${MOUNTAIN_PICTURE}?locale=de#field-alt`,
  )

  // Every count is the number of rows its category lists.
  const cards = editor.getByRole('region', { name: 'Résumé' }).getByRole('link')
  await expect(cards).toHaveCount(6)
  for (const card of await cards.all()) {
    const count = Number(await card.getAttribute('data-count'))
    const category = (await card.getAttribute('data-category')) ?? ''
    await card.click()
    await expect(editor).toHaveURL(new RegExp(`category=${category}`))
    await expect(editor.getByTestId('content-health-rows').locator('caption')).toHaveText(
      count === 0 ? 'Aucun point' : new RegExp(`^${count} points?$`),
    )
    await expect(editor.getByTestId('content-health-rows').locator(`tbody tr[data-category="${category}"]`)).toHaveCount(
      Math.min(count, 50),
    )
    await editor.goto(view('site=1'))
  }

  // The view passes axe, and is looked at on a phone, a tablet and a desktop.
  await editor.goto(view('site=1'))
  // The view and its entry in the menu; the admin's own header is Payload's (its locale label is grey on white).
  await expectNoAxeViolations(editor, 'content health view', 'wcag', '[data-testid="content-health"]')
  await expectNoAxeViolations(editor, 'content health entry of the menu', 'wcag', '#nav-content-health')
  for (const width of [375, 768, 1440]) {
    await editor.setViewportSize({ width, height: 900 })
    await editor.screenshot({ path: testInfo.outputPath(`content-health-${width}.png`), fullPage: true })
  }

  // The translator sees the translations of German only; the viewer reads everything, and can change nothing.
  const translator = await signedIn(browser, 'translator', 'de')
  await translator.goto(view('site=1'))
  await expect(rowsOf(translator, 'missing-translation', 'TV et replay')).toHaveCount(1)
  await expect(translator.getByRole('region', { name: 'Übersicht' }).getByRole('link')).toHaveCount(1)
  await expect(
    translator.getByTestId('content-health-rows').locator('tbody tr[data-category]:not([data-category="translations"])'),
  ).toHaveCount(0)
  await expect(translator.getByTestId('content-health-rows').locator('tbody tr[data-kind]:not(:has-text("Deutsch"))')).toHaveCount(0)
  await expect(translator.getByText('Sie sehen die Übersetzungen Ihrer Sprachen: Deutsch.')).toBeVisible()

  const viewer = await signedIn(browser, 'viewer', 'en')
  await viewer.goto(view('site=1'))
  await expect(rowsOf(viewer, 'orphan-page', 'Tablette et ordinateur')).toContainText('Page nothing links to')
  await expect(viewer.getByRole('region', { name: 'Summary' }).getByRole('link')).toHaveCount(6)
  // Nothing in the view writes: its one form reads (GET), its one button applies the filters.
  await expect(viewer.getByTestId('content-health').locator('form:not([method="get"])')).toHaveCount(0)
  await expect(viewer.getByTestId('content-health').locator('button')).toHaveCount(1)
  await rowsOf(viewer, 'missing-alt', 'Smartphone en montagne').getByRole('link').click()
  await expect(viewer).toHaveURL(new RegExp(`/admin/collections/media/${MOUNTAIN_PICTURE}\\?locale=de`))
  await expect(viewer.locator('#field-alt')).toBeDisabled()
  await expect(viewer.getByRole('button', { name: /^Save$/ })).toHaveCount(0)

  // The digest: each editor's mail in the outbox, in their language, with the counts and these rows.
  // Only mails after it is queued: the weekly one (Monday 06:00) may have left before the content was made wrong.
  const mailsBefore = receivedMails().length
  execFileSync(process.execPath, ['--import', 'tsx', 'tests/e2e/content-health-digest.ts'], { env: process.env, stdio: 'inherit' })
  const mail = (await mailTo('editor@example.ch', 'content-health?site=1', quotedPrintable, mailsBefore)).replace(/\s+/g, ' ')
  for (const expected of [
    'Traductions : ',
    'Traduction manquante — Page « TV et replay » · Allemand',
    'Image sans texte alternatif — Média « Smartphone en montagne » · Allemand',
    'Page que rien ne relie — Page « Tablette et ordinateur »',
    `/admin/collections/pages/${TV_PAGE}?locale=de#field-category`,
    '/admin/content-health?site=1',
  ]) {
    expect(mail).toContain(expected)
  }
  expect(mail.match(/ \d+\. /g)?.length ?? 0).toBeLessThanOrEqual(10)
  const outbox = await cms.get(
    '/outbox?where[kind][equals]=content-health-digest&where[to][equals]=editor@example.ch&sort=-createdAt&limit=3&depth=0',
  )
  expect((outbox.docs as { subject: string; text: string }[]).find((entry) => entry.subject.startsWith('Netplus :'))?.text).toContain(
    'Traduction manquante — Page « TV et replay » · Allemand',
  )

  // Mended: the rows leave.
  await cms.patch(`/pages/${TV_PAGE}?locale=de`, { category: tvCategory, _status: 'published' })
  await cms.patch(`/media/${MOUNTAIN_PICTURE}?locale=de`, { alt: pictureAlt })
  for (const locale of ['fr', 'de', 'en'] as const) {
    await cms.patch(`/navigation/${trees.fr.id}?locale=${locale}`, { items: trees[locale].items, _status: 'published' })
  }
  await expectRows(editor, 'site=1', 'missing-translation', 'TV et replay', 0)
  await expectRows(editor, 'site=1', 'missing-alt', 'Smartphone en montagne', 0)
  await expectRows(editor, 'site=1', 'orphan-page', 'Tablette et ordinateur', 0)
  // Mended in three saves (fr, de, en): a refresh between two of them may list German or English as older than French until the next.
  await expectRows(editor, 'site=1', 'stale-translation', 'main_academy', 0)
})

test('a page unpublished while the navigation links to it, and a promotion whose end moved to yesterday', async ({ browser, request }) => {
  const cms = await rest(request)
  const editor = await signedIn(browser, 'editor', 'fr')
  const promotion = (await cms.get(`/products/${FRIBOURG_MYSPORTS}?locale=fr&depth=0`)).promotion as {
    price: number
    validUntil: string
    label: string
  }

  await cms.patch(`/pages/${SENIORS_PAGE}`, { _status: 'draft' })
  await expectRows(editor, 'site=1&category=links', 'link-unpublished', 'main_academy — site 1', 3)
  await expect(rowsOf(editor, 'link-unpublished', 'main_academy — site 1').first()).toContainText(`-${SENIORS_PAGE}`)
  await cms.patch(`/pages/${SENIORS_PAGE}`, { _status: 'published' })
  await expectRows(editor, 'site=1&category=links', 'link-unpublished', 'main_academy — site 1', 0)

  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()
  await cms.patch(`/products/${FRIBOURG_MYSPORTS}?locale=fr`, { promotion: { ...promotion, validUntil: yesterday }, _status: 'published' })
  await expectRows(editor, 'site=3&category=dates', 'ended', 'MySports', 1)
  await expect(rowsOf(editor, 'ended', 'MySports')).toContainText('Terminé mais toujours publié')
  await cms.patch(`/products/${FRIBOURG_MYSPORTS}?locale=fr`, { promotion, _status: 'published' })
  await expectRows(editor, 'site=3&category=dates', 'ended', 'MySports', 0)
})

test.describe('the link checker', () => {
  let stub: Server
  const asked: string[] = []

  test.beforeAll(async () => {
    stub = createServer((request, response) => {
      asked.push(`${request.method} ${request.url}`)
      response.writeHead(request.url === '/gone' ? 404 : 200).end()
    })
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve))
  })
  test.afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())))

  test('an external link that answers 404 is listed with the time of its check, asked in the jobs queue on this machine', async ({
    browser,
    request,
  }) => {
    const cms = await rest(request)
    const headers = { authorization: `JWT ${await adminToken(request)}` }
    const gone = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/gone`
    const id = 9611
    await request.delete(`/cms-api/pages/${id}`, { headers })
    const created = await request.post('/cms-api/pages?locale=fr', {
      headers,
      data: {
        id,
        title: 'Liens à vérifier',
        slug: 'liens-a-verifier',
        type: 'page',
        sites: ['1'],
        blocs: [{ contents: [{ link: { url: gone } }] }],
        _status: 'published',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)

    const editor = await signedIn(browser, 'editor', 'fr')
    await expectRows(editor, 'site=1&category=links', 'link-broken', 'Liens à vérifier', 1)
    await expect(rowsOf(editor, 'link-broken', 'Liens à vérifier')).toContainText(`${gone} : erreur 404 le `)
    expect(asked).toContain('HEAD /gone')

    await cms.patch(`/pages/${id}?locale=fr`, { blocs: [], _status: 'published' })
    await expectRows(editor, 'site=1&category=links', 'link-broken', 'Liens à vérifier', 0)
    expect((await request.delete(`/cms-api/pages/${id}`, { headers })).ok()).toBe(true)
  })
})
