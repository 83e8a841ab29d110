import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { securityCodeFrom, solveFormChallenge } from '../support/altcha'
import { contactAnswers } from '../support/contact-answers'
import { orderClient, orderReference, orderRequest } from '../support/order-request'
import { startUpstream, type Stub } from '../support/upstream-stub'
import { SMTP_PORT } from './mailbox'
import { spawnProcess, startServer, stopProcess } from './support'

/**
 * A real Prometheus (Debian's) scrapes two instances of the site on their own ports: the suite's
 * server and a second one started here on the same database, with a metrics token and a news feed
 * that never answers. The second instance takes an order, a contact request, a wrong partner
 * password and a flood of forms; Prometheus's HTTP API then shows each counter and histogram moved.
 */
test.describe.configure({ mode: 'serial' })

const base = Number(process.env.E2E_PORT ?? 3210)
const SECOND = base + 4
const PROMETHEUS = base + 1
const TOKEN = 'metrics-test-token-7c1e'
const origin = (port: number) => `http://127.0.0.1:${port}`
const targets = [`127.0.0.1:${base}`, `127.0.0.1:${SECOND}`]
const processes: ChildProcess[] = []
let newsFeed: Stub | undefined
let storage = ''

test.beforeAll(async () => {
  test.setTimeout(300_000)
  newsFeed = await startUpstream('hang')
  processes.push(
    await startServer(SECOND, {
      TRUSTED_PROXIES: '1',
      METRICS_TOKEN: TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      ALTCHA_MAX_NUMBER: '2000',
      NEWS_FEED_URL: newsFeed.url,
      UPSTREAM_TIMEOUT_MS: '300',
    }),
  )
  storage = mkdtempSync(path.join(tmpdir(), 'prometheus-'))
  const config = path.join(storage, 'prometheus.yml')
  writeFileSync(
    config,
    [
      'global: { scrape_interval: 1s, evaluation_interval: 1s }',
      'scrape_configs:',
      '  - job_name: website',
      `    static_configs: [{ targets: ${JSON.stringify(targets)} }]`,
      '',
    ].join('\n'),
  )
  processes.push(
    spawnProcess('prometheus', [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(storage, 'data')}`,
      `--web.listen-address=127.0.0.1:${PROMETHEUS}`,
      '--log.level=warn',
    ]),
  )
  await expect
    .poll(
      () =>
        fetch(`${origin(PROMETHEUS)}/-/ready`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200)
})

test.afterAll(async () => {
  processes.forEach(stopProcess)
  await newsFeed?.close()
  if (storage) rmSync(storage, { recursive: true, force: true })
})

type Sample = { metric: Record<string, string>; value: [number, string] }

async function query(request: APIRequestContext, promql: string): Promise<Sample[]> {
  const answer = await request.get(`${origin(PROMETHEUS)}/api/v1/query`, { params: { query: promql } })
  expect(answer.ok(), await answer.text()).toBe(true)
  return ((await answer.json()) as { data: { result: Sample[] } }).data.result
}

/** The one value of a query that sums to a scalar-like vector, or null while Prometheus has none. */
async function value(request: APIRequestContext, promql: string): Promise<number | null> {
  const [sample] = await query(request, promql)
  return sample ? Number(sample.value[1]) : null
}

const second = `instance="127.0.0.1:${SECOND}"`

test('/metrics refuses a client from outside, lets in loopback and the bearer of the token', async ({ request }) => {
  // The suite's server trusts one proxy: the entry it appends is the client, whatever the visitor wrote left of it.
  for (const forwardedFor of ['203.0.113.9', '127.0.0.1, 203.0.113.9']) {
    const refused = await request.get(`${origin(base)}/metrics`, { headers: { 'x-forwarded-for': forwardedFor } })
    expect(refused.status(), forwardedFor).toBe(403)
    expect(await refused.text()).not.toContain('website_')
  }
  const outside = { 'x-forwarded-for': '203.0.113.9' }
  const anonymous = await request.get(`${origin(SECOND)}/metrics`, { headers: outside })
  expect(anonymous.status()).toBe(401)
  expect(anonymous.headers()['www-authenticate']).toContain('Bearer')
  const wrongToken = await request.get(`${origin(SECOND)}/metrics`, { headers: { ...outside, authorization: `Bearer ${TOKEN}x` } })
  expect(wrongToken.status()).toBe(401)
  const withToken = await request.get(`${origin(SECOND)}/metrics`, { headers: { ...outside, authorization: `Bearer ${TOKEN}` } })
  expect(withToken.status()).toBe(200)
  expect(withToken.headers()['content-type']).toContain('text/plain; version=0.0.4')
  expect(await withToken.text()).toMatch(/^website_http_request_duration_seconds_bucket\{/m)
  // The front's own requests (loopback, no forwarded entry) read it without a token: Prometheus does.
  const loopback = await request.get(`${origin(base)}/metrics`)
  expect(loopback.status()).toBe(200)
  expect(await loopback.text()).toMatch(/^nodejs_eventloop_lag_seconds /m)
})

test('Prometheus scrapes both instances and sees orders, forms, refusals, upstream failures and answer times move', async ({ request }) => {
  test.setTimeout(180_000)
  await expect.poll(() => value(request, 'count(up{job="website"} == 1)'), { timeout: 30_000 }).toBe(2)

  // A short load on both instances: a content page without the news teaser (rendered once, then from the page cache) and the API.
  for (const port of [base, SECOND])
    for (let n = 0; n < 10; n++) {
      const page = await request.get(`${origin(port)}/offres-combinees-477`, { headers: { host: `a.localhost:${port}` } })
      expect(page.status(), `${port}: ${(await page.text()).slice(0, 300)}`).toBe(200)
      expect((await request.get(`${origin(port)}/api/health`)).status()).toBe(200)
    }

  // An order, as the confirm step sends it.
  const { headers, body } = orderRequest(`a.localhost:${SECOND}`, 1, 'metrics', await securityCodeFrom(origin(SECOND), orderClient(1)))
  const answer = await (await request.post(`${origin(SECOND)}/commande`, { headers, data: body })).text()
  expect(orderReference(answer), answer.slice(-300)).toBeTruthy()

  // A contact request with its security code solved.
  const challenge = await (await request.get(`${origin(SECOND)}/api/forms/challenge`)).json()
  const contact = await request.post(`${origin(SECOND)}/api/forms/contact?locale=fr`, {
    headers: { host: `b.localhost:${SECOND}`, 'x-forwarded-for': '198.51.100.31' },
    multipart: {
      answers: JSON.stringify(contactAnswers({ email: 'metrics.contact@example.ch' })),
      altcha: await solveFormChallenge(challenge),
      website: '',
    },
  })
  expect(contact.status(), await contact.text()).toBe(200)

  // A wrong partner password, a flood of forms over the limit, a news feed that never answers.
  const wrong = await request.post(`${origin(SECOND)}/api/partner-area/session?locale=fr`, {
    headers: { 'x-forwarded-for': '198.51.100.32' },
    data: { password: 'not-the-password' },
  })
  expect(wrong.status()).toBe(401)
  const flood = { 'x-forwarded-for': '198.51.100.33' }
  for (let attempt = 0; attempt < 7; attempt++)
    await request.post(`${origin(SECOND)}/api/forms/contact?locale=fr`, {
      headers: flood,
      multipart: { answers: '{}', altcha: '', website: '' },
    })
  // The page falls back to the CMS's news: only the metrics tell the service is failing.
  expect((await request.get(`${origin(SECOND)}/api/news?site=1&locale=fr`)).status()).toBe(200)
  // So does the home page's news teaser, rendered for the page cache while the service hangs.
  const home = await request.get(`${origin(SECOND)}/`, { headers: { host: `a.localhost:${SECOND}` } })
  expect(home.status()).toBe(200)

  const poll = (promql: string) => expect.poll(() => value(request, promql), { timeout: 30_000, message: promql })
  await poll(`sum(website_orders_total{${second},audience="private",site="1"})`).toBe(1)
  await poll(`sum(website_form_submissions_total{${second},kind="contact",site="2"})`).toBe(1)
  await poll(`sum(website_sign_in_failures_total{${second},area="partner_area"})`).toBe(1)
  await poll(`sum(website_rate_limit_refusals_total{${second},limiter="form-submissions"})`).toBe(2)
  await poll(
    `sum(website_upstream_request_duration_seconds_count{${second},upstream="news_feed",outcome="timeout"})`,
  ).toBeGreaterThanOrEqual(1)
  await poll(`sum(website_upstream_request_duration_seconds_count{${second},upstream="news_feed",outcome="ok"}) or vector(0)`).toBe(0)
  // The order's POST under its route pattern, the content page under its own, on each instance.
  await poll(`sum(website_http_request_duration_seconds_count{${second},method="POST",route="/[locale]/order",status="200"})`).toBe(1)
  for (const target of targets)
    await poll(
      `sum(website_http_request_duration_seconds_count{instance="${target}",route="/[locale]/[...path]",method="GET",site="1"})`,
    ).toBeGreaterThanOrEqual(10)
  await poll(`sum(website_page_cache_requests_total{${second},result=~"hit|stale",site="1"})`).toBeGreaterThanOrEqual(1)
  const p99 = await value(
    request,
    `histogram_quantile(0.99, sum by (le) (website_http_request_duration_seconds_bucket{${second},route="/api/health"}))`,
  )
  expect(p99).toBeGreaterThan(0)
  expect(p99).toBeLessThan(10)
  // Both instances report the shared outbox; the process metrics are there.
  await poll(`count(website_outbox_pending_mails >= 0)`).toBe(2)
  await poll(`count(nodejs_eventloop_lag_seconds)`).toBe(2)
  await poll(`count(process_resident_memory_bytes > 0)`).toBe(2)
  // No route label is a raw URL.
  expect(await query(request, 'website_http_request_duration_seconds_count{route=~".*(commande|offres|health\\\\?).*"}')).toEqual([])

  const sample = await query(
    request,
    `{__name__=~"website_(orders|form_submissions|sign_in_failures|rate_limit_refusals|page_cache_requests)_total|website_(upstream|http)_request_duration_seconds_count|website_outbox_pending_mails|website_outbox_oldest_pending_age_seconds",${second}}`,
  )
  console.log(sample.map(({ metric, value: [, v] }) => `${JSON.stringify(metric)} ${v}`).join('\n'))
})
