import { expect, test, type APIRequestContext } from '@playwright/test'

import { onSite, startServerOnCopy, waitForHydration, type CopyServer } from './support'

/**
 * With no current event, Fribourg's network status page and the header's alert panel say so in
 * French. Every site's demo data has a current event, and the specs on the suite's server read
 * them: the events end here on a server of its own, on a copy of the suite's database
 * (startServerOnCopy).
 */
const base = Number(process.env.E2E_PORT ?? 3210)
const PORT = base + 10
const REDIS_PORT = base + 11
const origin = `http://127.0.0.1:${PORT}`
let server: CopyServer | undefined

test.beforeAll(async () => {
  test.setTimeout(300_000)
  server = await startServerOnCopy('no-event-test', PORT, REDIS_PORT)
})

test.afterAll(async () => {
  await server?.stop()
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
