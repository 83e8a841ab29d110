import { execFileSync, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { CONSENT_GIVEN_SCRIPT } from '../../src/features/consent/server'
import { EARLY_INPUT_SCRIPT } from '../../src/ui/islands/early-input-script'
import { gradeHeaders } from '../../src/lib/production-server/observatory'
import { scriptHash } from '../../src/lib/production-server/security-headers'
import { securityCodeFrom } from '../support/altcha'
import { orderSubmission } from '../support/order-request'
import { serverActionId } from '../support/server-action'
import { sendStreamedBody } from '../support/streamed-body'
import { adminToken, onSite, startServer, stopProcess } from './support'

const MB = 1024 * 1024

/**
 * Production hardening (client address, security headers) against the production server (scripts/start.mjs). The
 * run's server trusts one proxy (TRUSTED_PROXIES=1 in playwright.config.ts: this test plays it);
 * the default of no trusted proxy is tested on a second server started here.
 */

/** One page of each type, on the three sites and in the admin. */
const PAGES: [site: 1 | 2 | 3, path: string][] = [
  [1, '/'],
  [2, '/de'],
  [3, '/'],
  [1, '/offres-combinees-477'],
  [1, '/actualites'],
  [1, '/business/references'],
  [2, '/business/references/gruyere-energie'],
  [1, '/commande?pack=internet-tv'],
  [1, '/contact'],
  [1, '/recherche?q=fibre'],
  [3, '/etat-du-reseau-1637?npa=1723&street=Route+de+Fribourg&number=3'],
  [1, '/de/partner'],
  [1, '/rien-du-tout'],
  [1, '/admin'],
]

/** Collects the page's CSP violations (the listener is added by the browser, not by the page). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    )
    // The parser has run the page's inline scripts by then; hydration may redraw <html> later.
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as unknown as { consentMarked: boolean }).consentMarked = document.documentElement.hasAttribute('data-consent-given')
    })
  })
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))]
}

test.describe('content security policy', () => {
  for (const [site, path] of PAGES) {
    test(`site ${site} ${path} runs under its CSP without a violation`, async ({ page, baseURL }) => {
      const violations = await watchViolations(page)
      const response = await page.goto(onSite(baseURL, site, path))
      const policy = response?.headers()['content-security-policy'] ?? ''
      // Inline scripts run by this response's nonce (a page streamed by Next), or by the hashes of
      // this page's own scripts (a cached page, prepared once): no hash of another page's.
      expect(policy).toMatch(/script-src 'self' '(nonce|sha256)-[^']+'/)
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      const html = (await response?.text()) ?? ''
      const inline = new Set(
        [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => scriptHash(body ?? '')),
      )
      for (const hash of /script-src ([^;]*)/.exec(policy)?.[1]?.match(/'sha256-[^']+'/g) ?? []) {
        if (![CONSENT_GIVEN_SCRIPT, EARLY_INPUT_SCRIPT].map(scriptHash).includes(hash)) expect(inline).toContain(hash)
      }
      // The framework ran: its inline payload was allowed and the page hydrated.
      await page.waitForFunction(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f))
      await page.waitForLoadState('load')
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
      if (!path.startsWith('/admin') && response?.status() === 200) {
        // The consent marker (allowed by its hash) ran: this visitor decided already. (A 404 is
        // drawn by the browser from the payload: its scripts are never parsed as such.)
        expect(await page.evaluate(() => (window as unknown as { consentMarked: boolean }).consentMarked)).toBe(true)
      }
      expect(await violations()).toEqual([])
    })
  }

  test('a survey answer (JSON answers) opens in the admin under the policy: Monaco from its one CDN folder, no tag manager', async ({
    page,
  }) => {
    const token = await adminToken(page.request)
    const { docs } = (await (
      await page.request.get('/cms-api/survey-answers?limit=1&depth=0', { headers: { Authorization: `JWT ${token}` } })
    ).json()) as { docs: { id: number }[] }
    expect(docs[0]).toBeDefined()
    const violations = await watchViolations(page)
    const monaco: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('monaco-editor')) monaco.push(request.url())
    })
    const response = await page.goto(`/admin/collections/survey-answers/${docs[0]!.id}`)
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toContain('https://cdn.jsdelivr.net/npm/monaco-editor@')
    expect(policy).not.toMatch(/https:\/\/cdn\.jsdelivr\.net[ ;]/)
    expect(policy).not.toContain('googletagmanager')
    // The editor is asked for where the policy allows it (the CDN itself may be out of reach here).
    await expect.poll(() => monaco.length, { timeout: 30_000 }).toBeGreaterThan(0)
    // (Payload's account picture from Gravatar is refused by img-src, as it was before.)
    expect((await violations()).filter((violation) => /jsdelivr|monaco|googletagmanager/.test(violation))).toEqual([])
  })

  test('an inline script the framework did not write is refused', async ({ page, baseURL }) => {
    const violations = await watchViolations(page)
    await page.goto(onSite(baseURL, 1, '/'))
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.injected = true'
      document.body.append(script)
    })
    await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src/))
    expect(await page.evaluate(() => 'injected' in window)).toBe(false)
  })
})

test.describe('security headers', () => {
  const PATHS = [
    '/',
    '/actualites',
    '/rien-du-tout',
    '/api/health',
    '/api/contents?locale=fr',
    '/api/content/%ff',
    '/admin',
    '/cms-api/pages?limit=1',
  ]

  test('every response grades A+ like Mozilla Observatory, over http and behind an https front', async ({ request, baseURL }) => {
    const host = { host: `a.localhost:${new URL(baseURL ?? '').port}` }
    const home = await (await request.get('/', { headers: host })).text()
    const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1]
    expect(asset).toBeTruthy()
    for (const path of [...PATHS, asset ?? '']) {
      for (const https of [false, true]) {
        const headers = { ...host, ...(https ? { 'x-forwarded-for': '198.51.100.40', 'x-forwarded-proto': 'https' } : {}) }
        const response = await request.get(path, { headers, maxRedirects: 0 })
        const graded = gradeHeaders(new Headers(response.headersArray().map(({ name, value }): [string, string] => [name, value])), {
          https,
        })
        expect(graded.grade, `${path} ${https ? 'https' : 'http'}: ${graded.findings.join(', ')}`).toBe('A+')
        expect(response.headers()['x-content-type-options']).toBe('nosniff')
        expect(Boolean(response.headers()['strict-transport-security']), path).toBe(https)
      }
    }
  })

  test('behind https every cookie is Secure', async ({ request, baseURL }) => {
    const headers = { host: `a.localhost:${new URL(baseURL ?? '').port}`, 'x-forwarded-for': '198.51.100.41', 'x-forwarded-proto': 'https' }
    const response = await request.get('/de', { headers, maxRedirects: 0 })
    const cookies = response.headersArray().filter(({ name }) => name.toLowerCase() === 'set-cookie')
    expect(cookies.length).toBeGreaterThan(0)
    for (const { value } of cookies) expect(value).toMatch(/;\s*Secure/i)
  })
})

async function orderAttempts(request: APIRequestContext, origin: string, forwardedFor: (attempt: number) => string): Promise<string[]> {
  const action = serverActionId('submitOrder')
  const answers: string[] = []
  for (let attempt = 0; attempt < 12; attempt++) {
    const response = await request.post(`${origin}/commande`, {
      headers: {
        host: `a.localhost:${new URL(origin).port}`,
        'next-action': action,
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
        'x-forwarded-for': forwardedFor(attempt),
      },
      data: '[{}]',
    })
    answers.push(await response.text())
  }
  return answers
}

test.describe('client address', () => {
  test('entries left of the trusted proxy do not bypass the order limit', async ({ request, baseURL }) => {
    const client = `198.51.100.${60 + (process.pid % 100)}`
    const answers = await orderAttempts(request, baseURL ?? '', (attempt) => `203.0.113.${attempt}, ${client}`)
    expect(answers.slice(0, 10).every((answer) => !answer.includes('order.submit.tooMany'))).toBe(true)
    expect(answers.at(-1)).toContain('order.submit.tooMany')
  })

  test.describe('without a trusted proxy', () => {
    const port = Number(process.env.E2E_PORT ?? 3210) + 2
    let server: ChildProcess | undefined

    test.beforeAll(async () => {
      test.setTimeout(240_000)
      server = await startServer(port, { TRUSTED_PROXIES: '0' })
    })

    test.afterAll(() => stopProcess(server))

    test('a spoofed X-Forwarded-For does not bypass the order limit', async ({ request }) => {
      const answers = await orderAttempts(request, `http://127.0.0.1:${port}`, (attempt) => `203.0.113.${attempt}`)
      expect(answers.slice(0, 10).every((answer) => !answer.includes('order.submit.tooMany'))).toBe(true)
      expect(answers.at(-1)).toContain('order.submit.tooMany')
    })
  })
})

test('a malformed percent-escape is the client’s mistake: 400 on every route, never 500 (item 7)', async ({ request }) => {
  for (const path of [
    '/%ff',
    '/de/%ff',
    '/actualites/%ff',
    '/api/content/%ff',
    '/api/contents/%E0%A4%A',
    '/admin/%ff',
    '/cms-api/pages/%ff',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(400)
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
  }
  // A well-escaped path still works.
  expect((await request.get('/de/kombiangebote-477')).status()).toBe(200)
})

test('a refused save names each invalid field, as the admin needs to mark them, in the production build', async ({ request }) => {
  const token = await adminToken(request)
  const response = await request.post('/cms-api/news', { headers: { authorization: `JWT ${token}` }, data: { title: '' } })
  expect(response.status()).toBe(400)
  const [error] = ((await response.json()) as { errors: { name?: string; data?: { errors: { path: string }[] } }[] }).errors
  expect(error?.name).toBe('ValidationError')
  expect(error?.data?.errors.map((field) => field.path)).toEqual(expect.arrayContaining(['title', 'dateFrom']))
})

test('readiness: a database write, the media folder and the outbox state for the front, the status only for others', async ({
  request,
}) => {
  const response = await request.get('/api/ready')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  expect(await response.json()).toMatchObject({
    status: 'ready',
    checks: { database: { ok: true }, media: { ok: true } },
    outbox: { pending: expect.any(Number) },
  })
  // Through the front from outside (the trusted proxy names the visitor): no checks, no mail queue.
  const outside = await request.get('/api/ready', { headers: { 'x-forwarded-for': '203.0.113.77' } })
  expect(outside.status()).toBe(200)
  expect(await outside.json()).toEqual({ status: 'ready' })
})

test('an idle connection stays open longer than the front keeps it for reuse (no reset under a POST)', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.headers()['keep-alive']).toBe('timeout=65')
  const upstream = readFileSync('deploy/nginx/operator-website.conf', 'utf8')
  // The front drops an idle upstream connection after 10 s (decision 233), well before the app's 65.
  const frontSeconds = Number(/upstream operator_website \{[^}]*keepalive_timeout (\d+)s;/.exec(upstream)?.[1])
  expect(frontSeconds).toBe(10)
  expect(frontSeconds).toBeLessThan(65)
})

/** The resident memory (MB) of the process listening on `port`: the production server under test. */
function serverMemory(port: number): () => number {
  const pid = /pid=(\d+)/.exec(execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' }))?.[1]
  expect(pid, `no process listens on port ${port}`).toBeTruthy()
  return () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024
}

test('a body past its route’s limit is refused at once, chunked or declared, and the server’s memory stays flat (item 6)', async ({
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const memory = serverMemory(Number(new URL(origin).port))
  const before = memory()
  const started = performance.now()
  for (let round = 0; round < 4; round++) {
    const answer = await sendStreamedBody(`${origin}/api/partner-area/session?locale=fr`, 100 * MB)
    // 413, or the connection closed with it before this side read it (0); the listener's own test reads every 413.
    expect([413, 0]).toContain(answer.status)
    expect(answer.sent).toBeLessThan(100 * MB)
  }
  const seconds = (performance.now() - started) / 1000
  const after = memory()
  console.info(
    `4 × 100 MB chunked to /api/partner-area/session: ${seconds.toFixed(2)} s, server RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`,
  )
  expect(after - before).toBeLessThan(64)
  expect(seconds).toBeLessThan(10)
  // A declared length past the limit is refused before the body is read, on every kind of route.
  for (const [path, headers] of [
    ['/api/breach-check', {}],
    ['/api/forms/contact?locale=fr', { 'content-type': 'multipart/form-data; boundary=x' }],
    ['/cms-api/media', { 'content-type': 'multipart/form-data; boundary=x' }],
  ] as const) {
    const answer = await sendStreamedBody(`${origin}${path}`, 64 * 1024, { ...headers, 'content-length': String(100 * MB) })
    expect([413, 0], path).toContain(answer.status)
  }
  // Under its limit a body still reaches the route.
  const signIn = await sendStreamedBody(`${origin}/api/partner-area/session?locale=fr`, 2, { 'x-forwarded-for': '198.51.100.90' })
  expect(signIn.status).not.toBe(413)
})

test('the order server action answers what is wrong with a call instead of 500 (item 8)', async ({ request, baseURL }) => {
  const host = `a.localhost:${new URL(baseURL ?? '').port}`
  const call = (data: string, headers: Record<string, string> = {}) =>
    request.post('/commande', {
      headers: {
        host,
        'next-action': serverActionId('submitOrder'),
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
        'x-forwarded-for': '198.51.100.91',
        ...headers,
      },
      data,
    })
  expect((await call('[{}]', { origin: 'https://evil.example' })).status()).toBe(403)
  expect((await call('this is not json')).status()).toBe(400)
  expect((await call(`["${'a'.repeat(2 * MB)}"]`)).status()).toBe(413)
  const boundary = '----order'
  expect(
    (
      await call(`--${boundary}\r\nContent-Disposition: form-data; name="1"\r\n\r\n[]`, {
        'content-type': `multipart/form-data; boundary=${boundary}`,
      })
    ).status(),
  ).toBe(400)
  // The same call from the site's own origin reaches the action (which refuses the empty order itself).
  const own = await call('[{}]', { origin: `http://${host}` })
  expect(own.status()).toBe(200)
  expect(await own.text()).toContain('"ok":false')
})

test('an order needs a solved security code; one inbox gets a few order confirmations a day, however its address is spelled', async ({
  request,
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const host = `a.localhost:${new URL(origin).port}`
  let clients = 0
  const place = async (order: Record<string, unknown>) => {
    clients += 1
    const client = `198.51.100.${200 + (process.pid % 5) * 10 + clients}`
    const securityCode = order.securityCode === undefined ? await securityCodeFrom(origin, client) : order.securityCode
    const response = await request.post('/commande', {
      headers: {
        host,
        'next-action': serverActionId('submitOrder'),
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
        'x-forwarded-for': client,
      },
      data: JSON.stringify([{ ...order, securityCode }]),
    })
    expect(response.status()).toBe(200)
    return response.text()
  }
  const inbox = `inbox.${Date.now()}`
  const nobody = await place({ ...orderSubmission(`${inbox}@example.ch`), securityCode: null })
  expect(nobody).toContain('"error":"order.submit.challenge"')
  expect(await place({ ...orderSubmission(`${inbox}@example.ch`), securityCode: 'eyJmb3JnZWQiOnRydWV9' })).toContain(
    '"error":"order.submit.challenge"',
  )
  // Three confirmations to one inbox, spelled three ways; the fourth order is refused before it is stored.
  for (const email of [`${inbox}@example.ch`, `${inbox}+tv@example.ch`, `${inbox.toUpperCase()}@Example.CH`])
    expect(await place(orderSubmission(email))).toMatch(/"reference":"CMD-\d{4}-[2-9A-HJKMNP-TV-Z]{8}"/)
  const fourth = await place(orderSubmission(`${inbox}+again@example.ch`))
  expect(fourth).toContain('"error":"order.submit.tooManyForAddress"')
  expect(fourth).not.toContain('"reference"')
  // Another inbox is not held back.
  expect(await place(orderSubmission(`other.${inbox}@example.ch`))).toContain('"reference":"CMD-')
})

test('the admin’s server function refuses what the role may not with 403, never 500; only an administrator runs the job queue', async ({
  playwright,
  baseURL,
}) => {
  // Its own request context: the customer-service account's cookie stays out of the other tests.
  const request = await playwright.request.newContext({ baseURL })
  const login = await request.post('/cms-api/users/login', { data: { email: 'service@example.ch', password: 'demo-service-2026' } })
  expect(login.ok()).toBe(true)
  const token = ((await login.json()) as { token: string }).token
  const call = (name: string, args: Record<string, unknown>) =>
    request.post('/admin', {
      headers: {
        'next-action': serverActionId('serverFunction'),
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
        origin: baseURL ?? '',
      },
      data: JSON.stringify([{ name, args }]),
    })
  // Cancelling a scheduled publication by its job's id, as the admin's drawer asks it.
  expect((await call('schedule-publish', { deleteID: 1, type: 'publish', doc: { relationTo: 'pages', value: 1 } })).status()).toBe(403)
  expect((await call('no-such-function', {})).status()).toBe(404)
  expect((await request.get('/cms-api/payload-jobs/run', { headers: { authorization: `JWT ${token}` } })).status()).toBe(403)
  expect(
    (await request.get('/cms-api/payload-jobs/run', { headers: { authorization: `JWT ${await adminToken(request)}` } })).status(),
  ).toBe(200)
  await request.dispose()
})

test('appointment changes from one client are limited, whatever the orders', async ({ request, baseURL }) => {
  const host = `a.localhost:${new URL(baseURL ?? '').port}`
  const change = (n: number) =>
    request.post('/commande/suivi', {
      headers: {
        host,
        origin: `http://${host}`,
        'next-action': serverActionId('submitAppointment'),
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
        'x-forwarded-for': '198.51.100.97',
      },
      data: JSON.stringify([{ action: 'cancel', reference: `CMD-2026-${String(n).padStart(6, '0')}`, token: 'guessed' }]),
    })
  const answers: string[] = []
  for (let n = 0; n < 11; n++) answers.push(await (await change(n)).text())
  // Ten an hour: a wrong link is refused as such, the eleventh is refused before it is looked at.
  for (const answer of answers.slice(0, 10)) expect(answer).toContain('"error":"notFound"')
  expect(answers[10]).toContain('"error":"tooMany"')
})
