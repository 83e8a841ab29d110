import type { ChildProcess } from 'node:child_process'
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test, type APIRequestContext } from '@playwright/test'
import { Client } from 'pg'

import { securityCodeFrom } from '../support/altcha'
import { orderClient, orderEmail, orderReference, orderRequest } from '../support/order-request'
import { adminToken, startServer, stopProcess } from './support'

/**
 * Backups: `npm run backup` of the running suite's site (its SQLite file online, or
 * pg_dump of its PostgreSQL database, with its folders of files), `npm run restore` into a fresh data folder (and a fresh
 * database), and a second server on the restored copy serves the same pages and pictures and
 * holds the order placed just before the backup — so the copy is the live state, not a new seed.
 */
const run = promisify(execFile)
const port = Number(process.env.E2E_PORT ?? 3210) + 8
const siteOne = (origin: string) => ({ host: `a.localhost:${new URL(origin).port}` })
// Pages no other spec edits while this one runs.
const PAGES = ['/business/references/hopital-du-valais', '/de/kontakt-744', '/television-514']

/** What a visitor reads on the page (the markup of one server and another may differ in ids). */
const mainText = (html: string) =>
  (/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

async function adminOrders(request: APIRequestContext, origin: string, email: string): Promise<string[]> {
  const found = await request.get(`${origin}/cms-api/orders`, {
    headers: { ...siteOne(origin), authorization: `JWT ${await adminToken(request, origin)}` },
    params: { 'where[email][equals]': email, depth: '0' },
  })
  return ((await found.json()).docs as { reference: string }[]).map((order) => order.reference)
}

test('a backup of the running site, restored into a fresh data folder, serves the same content and holds its last order', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const source = baseURL ?? ''
  const work = mkdtempSync(path.join(tmpdir(), 'restore-test-'))
  const sourceUrl = process.env.DATABASE_URL
  const postgres = Boolean(sourceUrl?.startsWith('postgres'))
  const freshDatabase = `restore_test_${process.pid}`
  const targetUrl = postgres ? Object.assign(new URL(sourceUrl!), { pathname: `/${freshDatabase}` }).toString() : undefined
  const admin = postgres ? new Client({ connectionString: sourceUrl }) : null
  let restored: ChildProcess | undefined
  try {
    const n = Date.now() % 1_000_000
    const email = orderEmail(n, 'backup')
    const { headers, body } = orderRequest(siteOne(source).host, n, 'backup', await securityCodeFrom(source, orderClient(n)))
    const placed = await request.post(`${source}/commande`, { headers, data: body })
    const reference = orderReference(await placed.text())
    expect(reference, 'the order before the backup').not.toBeNull()

    await run('npm', ['run', '--silent', 'backup', '--', path.join(work, 'backup')], { env: process.env })
    if (admin) {
      await admin.connect()
      await admin.query(`CREATE DATABASE ${freshDatabase}`)
    }
    await run('npm', ['run', '--silent', 'restore', '--', path.join(work, 'backup')], {
      env: { ...process.env, DATA_DIR: path.join(work, 'data'), ...(targetUrl ? { DATABASE_URL: targetUrl } : {}) },
    })

    // The files the CMS keeps beside the database come along: the seeded partner documents too.
    const files = (dataDir: string) => readdirSync(path.join(dataDir, 'partner-documents')).sort()
    expect(files(path.join(work, 'data'))).toEqual(files(process.env.DATA_DIR ?? 'data'))
    expect(files(path.join(work, 'data')).length).toBeGreaterThan(0)

    // Mails of the copy go nowhere: the suite's mailbox must not see them twice.
    restored = await startServer(port, {
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: targetUrl ?? '',
      SMTP_URL: 'smtp://127.0.0.1:9',
      TRUSTED_PROXIES: '1',
    })
    const copy = `http://127.0.0.1:${port}`
    expect(await adminOrders(request, copy, email)).toEqual([reference])

    const html = async (origin: string, page: string) => {
      const response = await request.get(origin + page, { headers: siteOne(origin) })
      expect(response.status(), `${page} on ${origin}`).toBe(200)
      return response.text()
    }
    for (const page of PAGES) {
      const [original, fromCopy] = await Promise.all([html(source, page), html(copy, page)])
      expect(mainText(fromCopy), page).toBe(mainText(original))
      expect(mainText(fromCopy).length, page).toBeGreaterThan(200)
    }

    const picture = /src="(\/cms-api\/media\/file\/[^"?]+)/.exec(await html(source, PAGES[0]!))?.[1]
    expect(picture, 'a picture on the reference page').toBeDefined()
    const bytes = async (origin: string) => (await request.get(origin + picture!)).body()
    const [originalBytes, copiedBytes] = await Promise.all([bytes(source), bytes(copy)])
    expect(copiedBytes.length).toBeGreaterThan(0)
    expect(copiedBytes.equals(originalBytes)).toBe(true)
  } finally {
    stopProcess(restored)
    if (admin) {
      // The copy's server is gone: its connections end with it.
      await admin.query(`DROP DATABASE IF EXISTS ${freshDatabase} WITH (FORCE)`).catch(() => undefined)
      await admin.end()
    }
    rmSync(work, { recursive: true, force: true })
  }
})
