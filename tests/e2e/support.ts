import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { Client } from 'pg'

const require = createRequire(import.meta.url)

/** A URL of the test server on another host name: SITE_HOSTS maps a/b/c.localhost to sites 1/2/3. */
export function onSite(baseURL: string | undefined, site: 1 | 2 | 3, path = '/'): string {
  const url = new URL(path, baseURL)
  url.hostname = { 1: 'a.localhost', 2: 'b.localhost', 3: 'c.localhost' }[site]
  return url.toString()
}

/**
 * A mailed link is on its site's configured origin (here `https://` + its SITE_HOSTS host: the
 * public front); the browser follows it on the test server, under the same host name.
 */
export function onTestServer(baseURL: string | undefined, link: string): string {
  const mailed = new URL(link)
  const url = new URL(`${mailed.pathname}${mailed.search}`, baseURL)
  url.hostname = mailed.hostname
  return url.toString()
}

/**
 * Waits until Next's scripts have run: its bootstrap found the one task src/lib/framework-start.ts
 * queues (`self.__next_s`). They start after the first paint, which may come after `load`.
 */
export async function nextScriptsRan(page: Page) {
  await expect.poll(() => page.evaluate(() => (self as { __next_s?: unknown[] }).__next_s?.length ?? 0)).toBe(1)
}

/**
 * Runs a page's clock (installed before it loaded) past the idle prefetch's 2 s and waits for its
 * first prefetch: every idle callback of the load has run by then, and its requests went out first.
 * What a page has not asked by now, it does not ask on its own.
 */
export async function pastIdlePrefetch(page: Page) {
  const prefetched = page.waitForRequest((request) => request.url().includes('_rsc='))
  await page.clock.runFor(2_500)
  await expect(page.locator('html')).toHaveAttribute('data-idle-prefetch', 'on')
  await prefetched
}

/**
 * Waits until React has hydrated the page (the page view is pushed after mount): before that a click
 * on a link is a full page load and a form posts natively, which a loaded CI machine makes likely.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window.dataLayer ?? []).some((entry) => entry.event === 'page_view'))
}

/**
 * The island holding `testId` (src/ui/islands/island.tsx), brought into view and waited for
 * until it runs: before that it is its server HTML, which does not answer yet.
 */
export async function liveIsland(page: Page, testId: string): Promise<Locator> {
  const island = page.locator('[data-island]').filter({ has: page.getByTestId(testId) })
  await bringLive(island)
  return island.getByTestId(testId)
}

/** Brings an island into view, where it starts, and waits until it runs. */
async function bringLive(island: Locator) {
  // Scrolled by the page itself: an island that takes the place of its server HTML as it comes would
  // detach the element Playwright's own scroll waits on, and that scroll fails.
  await island.evaluate((element) => element.scrollIntoView({ block: 'nearest', behavior: 'instant' }))
  await expect(island).toHaveAttribute('data-hydrated', '')
}

/**
 * Every island of the page live, however it starts (coming near, or touched): what each shows is
 * then the page's own. Brought into view and touched at once, not scrolled past: a smooth scroll to
 * the bottom took a second a page and left the islands it passed still loading.
 */
export async function allIslandsLive(page: Page) {
  const islands = page.locator('[data-island]')
  for (let index = 0, count = await islands.count(); index < count; index++) {
    await islands.nth(index).dispatchEvent('pointerover')
    await bringLive(islands.nth(index))
  }
}

/**
 * From now on the page's scripts (a chunk an island asks for) wait until the returned function
 * lets them come. Only with `serviceWorkers: 'block'`: the service worker would answer for them.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let letCome: () => void = () => undefined
  const held = new Promise<void>((resolve) => (letCome = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    // Style sheets come: one held would hold the parser at the next inline script, and the page with it.
    if (route.request().resourceType() === 'script') await held
    await route.continue()
  })
  return letCome
}

/**
 * Brings every island with fields (the forms, src/ui/islands/island.tsx) into view and waits
 * until each runs: a test that types into a form's server HTML races the island taking its place.
 */
export async function liveFields(page: Page) {
  const islands = page.locator('[data-island]').filter({ has: page.locator('input, select, textarea') })
  const count = await islands.count()
  for (let index = 0; index < count; index++) await bringLive(islands.nth(index))
}

/**
 * Runs axe-core in the page (WCAG 2.1 A/AA rules; with `all`, its best practices too: unique
 * landmarks, content inside landmarks) and fails with the violations listed; `within` (a CSS
 * selector) limits it to what our code renders inside a page of another's (the CMS admin).
 */
export async function expectNoAxeViolations(page: Page, label: string, rules: 'wcag' | 'all' = 'wcag', within?: string) {
  // After a soft navigation Next streams the page's metadata after its content: the old title is gone
  // and the new one comes a few hundred milliseconds later. A page that never gets one still fails here.
  await expect(page, `${label}: the document's title`).toHaveTitle(/\S/)
  // Evaluated, not added as a <script>: the page's CSP refuses inline scripts it did not sign.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'))
  const violations = await page.evaluate(
    async ({ all, selector }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (context: Document | string, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
          }
        }
      ).axe
      const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(all ? ['best-practice'] : [])]
      const result = await axe.run(selector ?? document, { runOnly: { type: 'tag', values: tags } })
      return result.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      )
    },
    { all: rules === 'all', selector: within },
  )
  expect(violations, label).toEqual([])
}

/** A signed-in administrator's token for the CMS API of the suite's server, or of the one at `origin` (orders are never public). */
export async function adminToken(request: APIRequestContext, origin = ''): Promise<string> {
  const login = await request.post(`${origin}/cms-api/users/login`, { data: { email: 'admin@example.ch', password: 'demo-admin-2026' } })
  expect(login.ok(), await login.text()).toBe(true)
  return ((await login.json()) as { token: string }).token
}

let clients = 0

/**
 * A client address of its own (the front's X-Forwarded-For), so that the server's per-client limits
 * count one test alone: unique in the run, from the worker's index (never reused, a retry's
 * included) and a count within the worker.
 */
export function ownClientAddress(): string {
  clients += 1
  return `10.${test.info().workerIndex % 256}.${Math.floor(clients / 256) % 256}.${clients % 256}`
}

/**
 * A loop's tests after its first repeat the first's write for another site, language or input: CI's
 * PostgreSQL pass runs the first alone (`@variant`, playwright.config.ts).
 */
export function variantAfterFirst(index: number): { tag: string[] } {
  return { tag: index === 0 ? [] : ['@variant'] }
}

/** The page's requests come from a client address of its own (ownClientAddress). */
export async function ownClient(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownClientAddress() })
}

/**
 * Every way a Swiss customer writes a phone number (national, with slashes and dots, 0041, +41, a
 * landline), and its E.164 form, which the stored order or request and its mails hold.
 */
export const PHONE_FORMS = [
  ['079 123 45 67', '+41791234567'],
  ['0791234567', '+41791234567'],
  ['079/123.45.67', '+41791234567'],
  ['0041 79 123 45 67', '+41791234567'],
  ['+41 79 123 45 67', '+41791234567'],
  ['026 350 11 11', '+41263501111'],
] as const

/** A text of messages/<locale>.json by its dotted path (`order.actions.continue`), as the page shows it. */
function message(locale: string, path: string): string {
  const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, unknown>
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages) as string
}

/** An address of the demo data as the funnel's specs type it: the street's start, then its suggestion. */
export type TypedAddress = { npa: string; typed: string; street: string; number: string }

/** The address most specs order at: Verbier, fibre, Télé Entremont's network. */
export const VERBIER: TypedAddress = { npa: '1936', typed: 'route des c', street: 'Route des Creux', number: '3' }

/**
 * The funnel's address step, by keyboard as a customer may: the postal code, the street typed and
 * its suggestion taken (arrow, Enter), the number, the check, until the availability shows. The
 * order that follows comes from a client address of its own (ownClient): the per-client limit on
 * order attempts counts this test alone, however many orders the run's other tests placed within
 * its window (a quick run places more).
 */
export async function enterOrderAddress(page: Page, address: TypedAddress = VERBIER, locale = 'fr') {
  await ownClient(page)
  await page.getByLabel(message(locale, 'address.npa')).fill(address.npa)
  const street = page.getByRole('combobox', { name: message(locale, 'address.street') })
  await street.fill(address.typed)
  await expect(page.getByRole('option', { name: new RegExp(address.street) })).toBeVisible()
  await street.press('ArrowDown')
  await street.press('Enter')
  await expect(street).toHaveValue(address.street)
  await page.getByLabel(message(locale, 'address.number'), { exact: true }).fill(address.number)
  await page.getByRole('button', { name: message(locale, 'order.actions.check') }).click()
  await expect(page.getByTestId('availability')).toBeVisible()
}

/** The funnel's address step, then on to the details step. */
export async function orderAddressStep(page: Page, address: TypedAddress = VERBIER, locale = 'fr') {
  await enterOrderAddress(page, address, locale)
  await page.getByRole('button', { name: message(locale, 'order.actions.continue') }).click()
  await expect(page.getByTestId('order-funnel')).toHaveAttribute('data-step', 'details')
}

/** The funnel's details step for a private customer, then the confirmation, in `locale`: returns the order reference. */
export async function confirmPrivateOrder(
  page: Page,
  email: string,
  { phone = '+41 79 555 12 34', locale = 'fr' }: { phone?: string; locale?: string } = {},
): Promise<string> {
  const text = (path: string) => message(locale, path)
  await page.getByRole('radio', { name: text('order.civilities.mrs') }).check()
  await page.getByLabel(text('order.fields.firstName')).fill('Léa')
  await page.getByLabel(text('order.fields.lastName'), { exact: true }).fill('Rossier')
  await page.getByLabel(text('order.fields.email')).fill(email)
  await page.getByLabel(text('order.fields.phone')).fill(phone)
  await page.getByLabel(text('order.fields.birthDate')).fill('1988-04-12')
  await page.getByRole('button', { name: text('order.actions.confirm') }).click()
  const reference = (await page.getByTestId('order-reference').textContent()) ?? ''
  expect(reference).toMatch(/^CMD-\d{4}-[2-9A-HJKMNP-TV-Z]{8}$/)
  return reference
}

const outputTail = new WeakMap<ChildProcess, () => string>()

/** A process in its own group (a server and its children), stopped with `stopProcess`; the end of its output is kept. */
export function spawnProcess(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let tail = ''
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  outputTail.set(child, () => tail)
  return child
}

export function stopProcess(child: ChildProcess | undefined) {
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
}

/**
 * Another production server of this build on this database (the environment of the suite's own
 * server), on `port`, once its health answers; `env` adds or overrides settings. It leaves the jobs
 * queue to the suite's server: it shares no page cache with it, and a publication it ran would
 * expire only its own pages (`live-edit.spec.ts`'s scheduled one stayed a 404 on the suite's).
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const server = spawnProcess(process.execPath, ['scripts/start.mjs'], {
    PORT: String(port),
    BIND_ADDRESS: '127.0.0.1',
    SITE_HOSTS: 'a.localhost=1,b.localhost=2,c.localhost=3',
    LOG_LEVEL: 'warn',
    RUN_JOBS: '0',
    ...env,
  })
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/api/health`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 200_000, intervals: [1000] },
      )
      .toBe(200)
  } catch (error) {
    stopProcess(server)
    // Why it never answered: it exited, or it hangs; either way its own words.
    throw new Error(
      `the server on port ${port} did not answer /api/health (exit code ${server.exitCode ?? 'none: still running'}); the end of its output:\n${outputTail.get(server)?.() ?? ''}`,
      { cause: error },
    )
  }
  return server
}

/** A server of its own on a copy of the suite's database: where the copy is, and how to end it all. */
export interface CopyServer {
  /** The copy's data folder (on SQLite its `site.db`). */
  dataDir: string
  /** The copy's own PostgreSQL database, when the suite runs on PostgreSQL. */
  databaseUrl: string | undefined
  /** Stops the server and its Redis, drops the copy's database and removes its folder. */
  stop: () => Promise<void>
}

/**
 * A production server of this build on `port` for a spec that changes what the suite's server must
 * keep: on a copy of the suite's database (a backup restored into a data folder of its own, and on
 * PostgreSQL a database of its own named `name`: seeding a fresh one takes minutes on a loaded
 * machine), with its pages in a Redis of its own on `redisPort` rather than in the build's page
 * cache on disk, which the suite's server reads. Its mails go nowhere: the suite's mailbox is other
 * specs' to read.
 */
export async function startServerOnCopy(name: string, port: number, redisPort: number): Promise<CopyServer> {
  const work = mkdtempSync(path.join(tmpdir(), `${name}-`))
  const suiteUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined
  const database = `${name.replaceAll('-', '_')}_${process.pid}`
  const databaseUrl = suiteUrl ? Object.assign(new URL(suiteUrl), { pathname: `/${database}` }).toString() : undefined
  const admin = suiteUrl ? new Client({ connectionString: suiteUrl }) : undefined
  const processes: ChildProcess[] = []
  const stop = async () => {
    processes.forEach(stopProcess)
    if (admin) {
      // The copy's server is gone: its connections end with it.
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined)
      await admin.end()
    }
    rmSync(work, { recursive: true, force: true })
  }
  try {
    if (admin) {
      await admin.connect()
      await admin.query(`CREATE DATABASE ${database}`)
    }
    const copy = { DATA_DIR: path.join(work, 'data'), DATABASE_URL: databaseUrl ?? '' }
    const run = promisify(execFile)
    await run('npm', ['run', '--silent', 'backup', '--', path.join(work, 'backup')], { env: process.env })
    await run('npm', ['run', '--silent', 'restore', '--', path.join(work, 'backup')], { env: { ...process.env, ...copy } })
    processes.push(spawnProcess('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']))
    // Its database is its own: so are its jobs.
    processes.push(
      await startServer(port, { ...copy, REDIS_URL: `redis://127.0.0.1:${redisPort}`, SMTP_URL: 'smtp://127.0.0.1:9', RUN_JOBS: '1' }),
    )
  } catch (error) {
    await stop()
    throw error
  }
  return { dataDir: path.join(work, 'data'), databaseUrl, stop }
}
