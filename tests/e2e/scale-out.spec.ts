import { spawn, type ChildProcess } from 'node:child_process'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { serverActionId } from '../support/server-action'
import { receivedMails, SMTP_PORT } from './mailbox'

/**
 * Two server instances on one PostgreSQL database with their page cache and rate limits in Redis
 * (issue 18): what one instance publishes shows on the other at once, and orders taken by both are
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

function start(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore', detached: true })
  processes.push(child)
}

async function ready(url: string) {
  await expect
    .poll(() => fetch(url).then((response) => response.status, () => 0), { timeout: 200_000, intervals: [1000] })
    .toBe(200)
}

test.beforeAll(async () => {
  test.setTimeout(300_000)
  start('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'])
  for (const port of PORTS) {
    start(process.execPath, ['scripts/start.mjs'], {
      PORT: String(port),
      BIND_ADDRESS: '127.0.0.1',
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      TRUSTED_PROXIES: '1',
      SITE_HOSTS: 'a.localhost=1,b.localhost=2,c.localhost=3',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      LOG_LEVEL: 'warn',
    })
  }
  await Promise.all(PORTS.map((port) => ready(`${origin(port)}/api/health`)))
})

test.afterAll(() => {
  for (const child of processes) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
})

const heading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim()

test('a page published through one instance shows on the other at once', async ({ request }) => {
  const [first, second] = PORTS
  const path = '/de/ueber-uns-552'
  const read = async (port: number) => heading(await (await request.get(origin(port) + path, { headers: siteOne(port) })).text())
  const before = await read(second)
  // Rendered once, the page comes from the shared cache on either instance (STALE too: an instance
  // learns a page's revalidation time when it renders it, and serves the shared copy meanwhile).
  expect((await request.get(origin(first) + path, { headers: siteOne(first) })).headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/)

  const login = await request.post(`${origin(first)}/cms-api/users/login`, { data: { email: 'admin@example.ch', password: 'demo-admin-2026' } })
  const { token } = (await login.json()) as { token: string }
  const title = `${before} (${Date.now()})`
  const update = await request.patch(`${origin(first)}/cms-api/pages/552?locale=de`, { headers: { Authorization: `JWT ${token}` }, data: { title, _status: 'published' } })
  expect(update.ok()).toBe(true)
  expect(await read(second)).toBe(title)
})

async function order(request: APIRequestContext, port: number, n: number): Promise<string> {
  const submission = {
    audience: 'private',
    locale: 'fr',
    selection: { offer: 'duo-1g-tv', hsi_solo_net: false, mysports_earlybird: false },
    address: { npa: '1936', street: 'route des creux', number: '3', city: 'Verbier' },
    customer: { civility: 'mrs', firstName: 'Léa', lastName: 'Deux', birthDate: '1988-04-12', email: `two-instances-${n}@example.ch`, phone: '+41 79 555 12 34', complement: 'Rez' },
  }
  const response = await request.post(`${origin(port)}/commande`, {
    headers: {
      ...siteOne(port),
      'next-action': serverActionId('submitOrder'),
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      // Each order from its own client: the per-client order limit is not what this checks.
      'x-forwarded-for': `10.77.${n >> 8}.${n & 255}`,
    },
    data: JSON.stringify([submission]),
  })
  const answer = await response.text()
  const reference = /"reference":"(CMD-\d{4}-\d{6})"/.exec(answer)?.[1]
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
    const counts = new Map<string, number>()
    for (const mail of receivedMails()) for (const reference of new Set(mail.data.match(/CMD-\d{4}-\d{6}/g))) counts.set(reference, (counts.get(reference) ?? 0) + 1)
    return references.map((reference) => counts.get(reference) ?? 0)
  }
  // The customer's confirmation and the distributor's notification, once each.
  await expect.poll(() => mailsOf().every((count) => count >= 2), { timeout: 120_000 }).toBe(true)
  expect(mailsOf().every((count) => count === 2)).toBe(true)
})
