import path from 'node:path'

import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'
import { Client } from 'pg'

import { startServerOnCopy, type CopyServer } from './support'

/**
 * §8: a page whose rendering fails answers 500 with the error page's fallback, in the visitor's
 * language: what happened, the way to that language's home, and a retry that asks the server again.
 * The failure is a real one: a server of its own on a copy of the suite's database
 * (startServerOnCopy) loses the table of pages while it runs; the suite's server and the build's
 * page cache never see it.
 */
const base = Number(process.env.E2E_PORT ?? 3210)
const PORT = base + 13
const REDIS_PORT = base + 14
const origin = `http://127.0.0.1:${PORT}`
let server: CopyServer | undefined

test.beforeAll(async () => {
  test.setTimeout(300_000)
  server = await startServerOnCopy('error-page-test', PORT, REDIS_PORT)
})

test.afterAll(async () => {
  await server?.stop()
})

/** Runs one statement on the copy's database, its server running on it. */
async function onCopy(statement: string) {
  if (server?.databaseUrl) {
    const client = new Client({ connectionString: server.databaseUrl })
    await client.connect()
    await client.query(statement)
    await client.end()
    return
  }
  const client = createClient({ url: `file:${path.join(server?.dataDir ?? '', 'site.db')}` })
  // The copy's server writes too (its jobs at start): wait for its lock rather than fail with SQLITE_BUSY.
  await client.execute('PRAGMA busy_timeout = 30000')
  await client.execute(statement)
  client.close()
}

test('a page that fails to render answers 500 with the fallback in the visitor’s language; the retry asks the server again', async ({
  page,
}) => {
  test.slow()
  const pages = [
    { path: '/commande/suivi', lang: 'fr', title: 'Une erreur est survenue', home: ['Retour à l’accueil', '/'], retry: 'Réessayer' },
    {
      path: '/de/bestellung/status',
      lang: 'de',
      title: 'Ein Fehler ist aufgetreten',
      home: ['Zur Startseite', '/de'],
      retry: 'Erneut versuchen',
    },
    { path: '/en/order/tracking', lang: 'en', title: 'Something went wrong', home: ['Back to the home page', '/en'], retry: 'Try again' },
  ] as const
  await onCopy('ALTER TABLE pages RENAME TO pages_gone')
  for (const { path, lang, title, home, retry } of pages) {
    const response = await page.goto(origin + path)
    expect(response?.status(), path).toBe(500)
    // What failed stays in the server's log, never in the answer.
    expect(await response?.text(), path).not.toMatch(/pages_gone|no such table|relation "pages"|SQLITE/i)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title)
    await expect(page.getByRole('link', { name: home[0] }), path).toHaveAttribute('href', home[1])
    await expect(page.getByRole('button', { name: retry }), path).toBeVisible()
  }
  // The fallback on a phone, a tablet and a desktop (kept with the test's output).
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: test.info().outputPath(`error-page-en-${width}.png`) })
  }

  // The database is back: the retry shows the page, without leaving it (the fallback is drawn by
  // the page's script, so its button works once seen).
  await onCopy('ALTER TABLE pages_gone RENAME TO pages')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order tracking')
  await expect(page).toHaveURL(`${origin}/en/order/tracking`)
})
