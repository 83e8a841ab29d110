import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { capturedLog } from '../../tests/support/log-capture'

import type { Role } from './access/roles'
import { cms } from './client'

let payload: Payload
const tokens = {} as Record<Role, string>
const created: (number | string)[] = []

async function account(role: Role) {
  const email = `export-${role}-${Date.now()}@example.ch`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'Export-Passw0rd!', role, _verified: true },
    disableVerificationEmail: true,
  })
  created.push(user.id)
  return (await payload.login({ collection: 'users', data: { email, password: 'Export-Passw0rd!' } })).token ?? ''
}

function post(path: string, body: unknown, role?: Role): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (role) headers.set('authorization', `JWT ${tokens[role]}`)
  return handleEndpoints({
    config,
    request: new Request(`http://localhost/cms-api/exports${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  })
}

const download = (collectionSlug: string, role?: Role) => post('/download', { data: { collectionSlug, format: 'csv' } }, role)

beforeAll(async () => {
  payload = await cms()
  for (const role of ['admin', 'viewer', 'editor', 'customer-service'] as const) tokens[role] = await account(role)
  await payload.create({
    collection: 'form-submissions',
    data: {
      kind: 'contact',
      status: 'new',
      site: '1',
      locale: 'fr',
      firstName: 'Export',
      lastName: 'Visible',
      email: 'export.visible@example.ch',
      recipient: 'service@netplus.ch',
      answers: {},
    },
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { id: { in: created } } })
  await payload.destroy()
})

it('an account that may not read a collection cannot export it: 403 at once, no error logged', async () => {
  const lines = await capturedLog(async () => {
    for (const role of ['viewer', 'editor'] as const) {
      for (const collection of ['orders', 'form-submissions', 'survey-answers']) {
        const started = performance.now()
        const response = await download(collection, role)
        expect(response.status, `${role} ${collection}`).toBe(403)
        expect(performance.now() - started).toBeLessThan(2000)
      }
    }
    expect((await post('/export-preview', { collectionSlug: 'form-submissions', format: 'csv' }, 'viewer')).status).toBe(403)
    expect((await download('orders')).status).toBe(401)
  })
  expect(lines.filter((line) => /"level":(50|60)/.test(line))).toEqual([])
})

it('administrators and customer service export what visitors send as CSV; other collections are not exported', async () => {
  for (const role of ['admin', 'customer-service'] as const) {
    const response = await download('form-submissions', role)
    expect(response.status, role).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const csv = await response.text()
    expect(csv.split('\n')[0]).toContain('email')
    expect(csv).toContain('export.visible@example.ch')
  }
  expect((await download('orders', 'admin')).status).toBe(400)
  expect((await download('no-such-collection', 'admin')).status).toBe(403)
})
