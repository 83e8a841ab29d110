import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminCredentials } from '@/lib/env'

import { cms } from '../client'
import { PUBLIC_MAX_LIMIT } from '../public-api-limits'

let payload: Payload
let editor: { id: number | string; token: string }
let otherEditorId: number | string
let adminId: number | string

/** A request through Payload's REST handler, exactly as `/cms-api/...` serves it. */
async function rest(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (options.token) headers.set('authorization', `JWT ${options.token}`)
  const request = new Request(`http://localhost/cms-api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const response = await handleEndpoints({ config, request })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function staff(email: string, role: 'admin' | 'editor') {
  const created = await payload.create({
    collection: 'users',
    data: { email, password: 'Editor-Passw0rd!', role, _verified: true },
    disableVerificationEmail: true,
  })
  return created.id
}

beforeAll(async () => {
  payload = await cms()
  const suffix = Date.now()
  const editorId = await staff(`editor-${suffix}@example.ch`, 'editor')
  otherEditorId = await staff(`other-${suffix}@example.ch`, 'editor')
  const login = await payload.login({ collection: 'users', data: { email: `editor-${suffix}@example.ch`, password: 'Editor-Passw0rd!' } })
  editor = { id: editorId, token: login.token ?? '' }
  const admins = await payload.find({ collection: 'users', where: { email: { equals: adminCredentials().email } }, limit: 1 })
  adminId = admins.docs[0]!.id
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { id: { in: [editor.id, otherEditorId] } } })
  await payload?.destroy()
})

describe('staff accounts through the REST API', () => {
  it('an editor cannot make itself administrator', async () => {
    await rest('PATCH', `/users/${editor.id}`, { token: editor.token, body: { role: 'admin' } })
    const self = await payload.findByID({ collection: 'users', id: editor.id })
    expect(self.role).toBe('editor')
  })

  it("an editor cannot change the administrator's e-mail or password", async () => {
    const before = await payload.findByID({ collection: 'users', id: adminId })
    const response = await rest('PATCH', `/users/${adminId}`, { token: editor.token, body: { email: 'taken@example.ch', password: 'x' } })
    expect([403, 404]).toContain(response.status)
    const after = await payload.findByID({ collection: 'users', id: adminId })
    expect(after.email).toBe(before.email)
    const stillLogsIn = await payload.login({ collection: 'users', data: adminCredentials() })
    expect(stillLogsIn.user?.id).toBe(adminId)
  })

  it('an editor reads only its own account', async () => {
    const list = await rest('GET', '/users?limit=100', { token: editor.token })
    expect((list.body.docs as { id: unknown }[]).map((doc) => doc.id)).toEqual([editor.id])
    expect([403, 404]).toContain((await rest('GET', `/users/${otherEditorId}`, { token: editor.token })).status)
  })

  it('an editor cannot create or delete accounts', async () => {
    const created = await rest('POST', '/users', {
      token: editor.token,
      body: { email: 'intruder@example.ch', password: 'Editor-Passw0rd!', role: 'admin' },
    })
    expect(created.status).toBe(403)
    expect((await payload.find({ collection: 'users', where: { email: { equals: 'intruder@example.ch' } } })).totalDocs).toBe(0)
    expect([403, 404]).toContain((await rest('DELETE', `/users/${otherEditorId}`, { token: editor.token })).status)
    expect(await payload.findByID({ collection: 'users', id: otherEditorId })).toBeTruthy()
  })

  it('an editor still updates its own name', async () => {
    const response = await rest('PATCH', `/users/${editor.id}`, { token: editor.token, body: { name: 'Éditrice' } })
    expect(response.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: editor.id })).name).toBe('Éditrice')
  })

  it('an administrator manages roles', async () => {
    const admin = await payload.login({ collection: 'users', data: adminCredentials() })
    const response = await rest('PATCH', `/users/${otherEditorId}`, { token: admin.token, body: { role: 'admin' } })
    expect(response.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: otherEditorId })).role).toBe('admin')
  })

  it('anyone is refused the user list', async () => {
    expect((await rest('GET', '/users')).status).toBe(403)
  })
})

describe('the public REST API is bounded', () => {
  it('caps limit=0 and pagination=false for anonymous reads', async () => {
    const unbounded = await rest('GET', '/streets?pagination=false&limit=0&depth=2')
    expect(unbounded.status).toBe(200)
    expect((unbounded.body.docs as unknown[]).length).toBeLessThanOrEqual(PUBLIC_MAX_LIMIT)
    expect(unbounded.body.limit).toBe(PUBLIC_MAX_LIMIT)
    expect(unbounded.body.totalDocs as number).toBeGreaterThan(PUBLIC_MAX_LIMIT)
  })

  it('keeps a depth of at most one for anonymous reads', async () => {
    // channel → its categories (depth 1) → a sub-category's parent (depth 2)
    const channels = await rest('GET', `/channels?limit=${PUBLIC_MAX_LIMIT}&depth=3`)
    const categories = (channels.body.docs as { categories?: { parent?: unknown }[] }[]).flatMap((doc) => doc.categories ?? [])
    expect(categories.length).toBeGreaterThan(0)
    const parents = categories.map((category) => category.parent).filter((parent) => parent !== null && parent !== undefined)
    expect(parents.length).toBeGreaterThan(0)
    for (const parent of parents) expect(typeof parent).not.toBe('object')
  })

  it("hides the operator's internal distributor fields from anonymous reads", async () => {
    const anonymous = await rest('GET', '/distributors?limit=100')
    const docs = anonymous.body.docs as Record<string, unknown>[]
    expect(docs.length).toBeGreaterThan(0)
    for (const doc of docs) {
      for (const field of [
        'hva_firstname',
        'hva_lastname',
        'hva_tel',
        'hva_email',
        'sc_hva_f',
        'sc_hva_g',
        'sc_id',
        'srvp_id',
        'nga_prid',
      ]) {
        expect(doc).not.toHaveProperty(field)
      }
    }
    const withStaff = await rest('GET', '/distributors?limit=100', { token: editor.token })
    expect((withStaff.body.docs as Record<string, unknown>[]).some((doc) => 'sc_id' in doc)).toBe(true)
  })
})
