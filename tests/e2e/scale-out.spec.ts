import type { ChildProcess } from 'node:child_process'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { securityCodeFrom } from '../support/altcha'
import { mailsPerReference, orderClient, orderReference, orderRequest } from '../support/order-request'
import { receivedMails, SMTP_PORT } from './mailbox'
import { adminToken, spawnProcess, startServer, stopProcess } from './support'

/**
 * Two server instances on one PostgreSQL database with their page cache and rate limits in Redis:
 * what one instance publishes shows on the other at once, and orders taken by both are
 * each mailed once. Started here beside the suite's own server, on the same database and mailbox.
 */
test.describe.configure({ mode: 'serial' })
test.skip(!process.env.DATABASE_URL?.startsWith('postgres'), 'several instances share a PostgreSQL database')

const base = Number(process.env.E2E_PORT ?? 3210)
const PORTS = [base + 5, base + 6] as const
const REDIS_PORT = base + 7
const processes: ChildProcess[] = []
const origin = (port: number) => `http://127.0.0.1:${port}`
const siteOne = (port: number) => ({ host: `a.localhost:${port}` })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  processes.push(spawnProcess('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']))
  const env = {
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    TRUSTED_PROXIES: '1',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    // Each order's security code is solved here, as a browser would: the test's work, kept small.
    ALTCHA_MAX_NUMBER: '2000',
  }
  // One after the other, as a rolling start would: each runs the migrations check on its own.
  for (const port of PORTS) processes.push(await startServer(port, env))
})

test.afterAll(() => processes.forEach(stopProcess))

const heading = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim()

test('a page published through one instance shows on the other at once', async ({ request }) => {
  const [first, second] = PORTS
  const path = '/de/ueber-uns-552'
  const read = async (port: number) => heading(await (await request.get(origin(port) + path, { headers: siteOne(port) })).text())
  const before = await read(second)
  // Rendered once, the page comes from the shared cache on either instance (STALE too: an instance
  // learns a page's revalidation time when it renders it, and serves the shared copy meanwhile).
  expect((await request.get(origin(first) + path, { headers: siteOne(first) })).headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/)

  const token = await adminToken(request, origin(first))
  const title = `${before} (${Date.now()})`
  const update = await request.patch(`${origin(first)}/cms-api/pages/552?locale=de`, {
    headers: { Authorization: `JWT ${token}` },
    data: { title, _status: 'published' },
  })
  expect(update.ok()).toBe(true)
  expect(await read(second)).toBe(title)
})

async function order(request: APIRequestContext, port: number, n: number): Promise<string> {
  const { headers, body } = orderRequest(siteOne(port).host, n, 'two-instances', await securityCodeFrom(origin(port), orderClient(n)))
  const answer = await (await request.post(`${origin(port)}/commande`, { headers, data: body })).text()
  const reference = orderReference(answer)
  expect(reference, `order ${n} on ${port}: ${answer.slice(-300)}`).toBeTruthy()
  return reference as string
}

test('100 orders across both instances: each stored once, each mail sent once', async ({ request }) => {
  test.setTimeout(240_000)
  const references: string[] = []
  for (let batch = 0; batch < 100; batch += 10) {
    const numbers = Array.from({ length: 10 }, (_, i) => batch + i)
    references.push(...(await Promise.all(numbers.map((n) => order(request, n % 2 ? PORTS[1] : PORTS[0], n)))))
  }
  expect(new Set(references).size).toBe(100)

  const mailsOf = () => {
    const counts = mailsPerReference(receivedMails())
    return references.map((reference) => counts.get(reference) ?? 0)
  }
  // The customer's confirmation and the distributor's notification, once each.
  await expect.poll(() => mailsOf().every((count) => count >= 2), { timeout: 120_000 }).toBe(true)
  expect(mailsOf().every((count) => count === 2)).toBe(true)
})
