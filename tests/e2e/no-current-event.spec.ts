import type { ChildProcess } from 'node:child_process'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test, type APIRequestContext } from '@playwright/test'
import { Client } from 'pg'

import { onSite, spawnProcess, startServer, stopProcess, waitForHydration } from './support'

/**
 * With no current event, Fribourg's network status page and the header's alert panel say so in
 * French. Every site's demo data has a current event, and the specs on the suite's server read
 * them: the events end here on a server of its own, on a copy of the suite's database (a backup
 * restored into a data folder of its own, and on PostgreSQL a database of its own: seeding a fresh
 * one takes minutes on a loaded machine), with its pages in a Redis of its own rather than in the
 * build's page cache on disk, which the suite's server reads.
 */
const run = promisify(execFile)
const base = Number(process.env.E2E_PORT ?? 3210)
const PORT = base + 10
const REDIS_PORT = base + 11
const origin = `http://127.0.0.1:${PORT}`
const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined
const database = `no_event_test_${process.pid}`
const processes: ChildProcess[] = []
let work = ''
let admin: Client | undefined

test.beforeAll(async () => {
  test.setTimeout(300_000)
  work = mkdtempSync(path.join(tmpdir(), 'no-event-test-'))
  const copyUrl = postgresUrl ? Object.assign(new URL(postgresUrl), { pathname: `/${database}` }).toString() : ''
  if (postgresUrl) {
    admin = new Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${database}`)
  }
  const copy = { DATA_DIR: path.join(work, 'data'), DATABASE_URL: copyUrl }
  await run('npm', ['run', '--silent', 'backup', '--', path.join(work, 'backup')], { env: process.env })
  await run('npm', ['run', '--silent', 'restore', '--', path.join(work, 'backup')], { env: { ...process.env, ...copy } })
  processes.push(spawnProcess('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']))
  processes.push(
    await startServer(PORT, {
      ...copy,
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      // The outage mails the ended events send go nowhere: the suite's mailbox is other specs' to read.
      SMTP_URL: 'smtp://127.0.0.1:9',
    }),
  )
})

test.afterAll(async () => {
  processes.forEach(stopProcess)
  if (admin) {
    // The copy's server is gone: its connections end with it.
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined)
    await admin.end()
  }
  if (work) rmSync(work, { recursive: true, force: true })
})

type StoredEvent = { id: number; start: string; end?: string | null }

/** An editor ends every current event of Fribourg through the CMS's REST API. */
async function endCurrentEvents(request: APIRequestContext) {
  const login = await request.post(`${origin}/cms-api/users/login`, { data: { email: 'editor@example.ch', password: 'demo-editor-2026' } })
  expect(login.ok(), await login.text()).toBe(true)
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const stored = await request.get(`${origin}/cms-api/network-events`, {
    headers,
    params: { 'where[sites][contains]': '3', limit: '100', depth: '0' },
  })
  expect(stored.ok()).toBe(true)
  const now = Date.now()
  const current = ((await stored.json()) as { docs: StoredEvent[] }).docs.filter(
    (event) => Date.parse(event.start) <= now && (!event.end || Date.parse(event.end) > now),
  )
  // The seed has one: without it, the empty texts below would prove nothing about ending it.
  expect(current.length).toBeGreaterThan(0)
  for (const event of current) {
    const ended = await request.patch(`${origin}/cms-api/network-events/${event.id}`, {
      headers,
      data: { end: new Date(now - 60_000).toISOString() },
    })
    expect(ended.ok(), await ended.text()).toBe(true)
  }
}

test('with no current event, the status page and the alert panel say so; the bell has no badge and says no more than its name', async ({
  page,
  request,
}) => {
  test.slow()
  await endCurrentEvents(request)

  await page.goto(onSite(origin, 3, '/etat-du-reseau-1637'))
  const overall = page.getByTestId('network-overall-status')
  await expect(overall).toHaveAttribute('data-status', 'ok')
  await expect(overall).toContainText('Aucune perturbation en cours')
  const current = page.getByRole('region', { name: 'Événements en cours', exact: true })
  await expect(current.getByText('Aucun événement à signaler', { exact: true })).toBeVisible()
  await expect(current.getByRole('article')).toHaveCount(0)
  // The header's dot says the same.
  await expect(page.getByTestId('network-status-dot').first()).toHaveAttribute('data-status', 'ok')

  await waitForHydration(page)
  const bell = page.getByTestId('notification-bell')
  const panel = page.getByTestId('alert-panel')
  // The panel says "no event" while its events load too: the assertions wait for the loaded answer.
  const loaded = page.waitForResponse((response) => /\/networkstatus\?.*events=current/.test(response.url()))
  await bell.click()
  expect(((await (await loaded).json()) as { count: number }).count).toBe(0)
  await expect(panel).toBeVisible()
  await expect(panel.locator('[aria-busy="false"]')).toHaveCount(1)
  await expect(panel.getByText('Aucun événement à signaler', { exact: true })).toBeVisible()
  await expect(panel.getByRole('listitem')).toHaveCount(0)
  await expect(page.getByTestId('notification-badge')).toHaveCount(0)
  await expect(bell).toHaveAccessibleName('Notifications réseau')
})
