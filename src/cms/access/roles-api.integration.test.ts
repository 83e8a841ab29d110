import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminCredentials } from '@/lib/env'

import { cms } from '../client'
import type { Role } from './roles'

let payload: Payload
const tokens = {} as Record<Role, string>
const created: (number | string)[] = []
let translatorId: number | string
/** A seeded page every site shows (about, §2) and a seeded satisfaction answer. */
const PAGE = 552
let answerId: number | string

async function rest(method: string, path: string, token?: string, body?: unknown) {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (token) headers.set('authorization', `JWT ${token}`)
  const request = new Request(`http://localhost/cms-api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await handleEndpoints({ config, request })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function account(role: Exclude<Role, 'admin'>, locales: ('fr' | 'de' | 'en')[] = []) {
  const email = `${role}-${Date.now()}@example.ch`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'Role-Passw0rd!', role, locales, _verified: true },
    disableVerificationEmail: true,
  })
  created.push(user.id)
  const login = await payload.login({ collection: 'users', data: { email, password: 'Role-Passw0rd!' } })
  return login.token ?? ''
}

const pageTitle = async (locale: 'fr' | 'de') =>
  (await payload.findByID({ collection: 'pages', id: PAGE, locale, fallbackLocale: false, draft: true })).title

beforeAll(async () => {
  payload = await cms()
  tokens.admin = (await payload.login({ collection: 'users', data: adminCredentials() })).token ?? ''
  tokens.editor = await account('editor')
  tokens.translator = await account('translator', ['de'])
  translatorId = created.at(-1)!
  tokens.viewer = await account('viewer')
  tokens['customer-service'] = await account('customer-service')
  answerId = (await payload.find({ collection: 'survey-answers', limit: 1, depth: 0 })).docs[0]!.id
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { id: { in: created } } })
  await payload?.destroy()
})

const REQUESTS = [
  'orders',
  'form-submissions',
  'survey-answers',
  'outage-subscriptions',
  'outbox',
  'breach-imports',
  'form-attachments',
] as const

describe('roles through the REST API', () => {
  it.each(REQUESTS)('%s: administrators and customer service read them, nobody else', async (collection) => {
    expect((await rest('GET', `/${collection}?limit=1`, tokens.admin)).status).toBe(200)
    expect((await rest('GET', `/${collection}?limit=1`, tokens['customer-service'])).status).toBe(200)
    for (const role of ['editor', 'translator', 'viewer'] as const)
      expect((await rest('GET', `/${collection}?limit=1`, tokens[role])).status, role).toBe(403)
    expect((await rest('GET', `/${collection}?limit=1`)).status).toBe(403)
  })

  it('customer service reads what visitors sent but writes no content', async () => {
    expect((await rest('GET', `/survey-answers/${answerId}`, tokens['customer-service'])).status).toBe(200)
    expect((await rest('PATCH', `/pages/${PAGE}?locale=fr`, tokens['customer-service'], { title: 'Service' })).status).toBe(403)
    expect((await rest('POST', '/news', tokens['customer-service'], { title: 'Service news' })).status).toBe(403)
  })

  it('a viewer reads the admin, drafts included, and writes nothing', async () => {
    expect((await rest('GET', `/pages/${PAGE}?draft=true`, tokens.viewer)).status).toBe(200)
    expect((await rest('GET', '/news?limit=1', tokens.viewer)).status).toBe(200)
    expect((await rest('PATCH', `/pages/${PAGE}?locale=fr`, tokens.viewer, { title: 'Viewer' })).status).toBe(403)
    expect((await rest('POST', '/faq-types', tokens.viewer, { faq_name: 'Viewer' })).status).toBe(403)
    expect((await rest('DELETE', `/pages/${PAGE}`, tokens.viewer)).status).toBe(403)
    expect((await rest('POST', '/globals/partner-area', tokens.viewer, { newPassword: 'viewer-password-1' })).status).toBe(403)
    expect(await pageTitle('fr')).not.toBe('Viewer')
  })

  it('an editor writes content but reads nothing visitors sent', async () => {
    const before = await pageTitle('fr')
    const response = await rest('PATCH', `/pages/${PAGE}?locale=fr&draft=true`, tokens.editor, { title: `${before} ` })
    expect(response.status).toBe(200)
    const type = await rest('POST', '/faq-types', tokens.editor, { faq_name: 'Editor type' })
    expect(type.status).toBe(201)
    expect((await rest('DELETE', `/faq-types/${(type.body.doc as { id: number }).id}`, tokens.editor)).status).toBe(200)
    expect((await rest('GET', `/survey-answers/${answerId}`, tokens.editor)).status).toBe(403)
    expect((await rest('POST', '/users', tokens.editor, { email: 'made-by-editor@example.ch', password: 'Editor-Passw0rd!' })).status).toBe(
      403,
    )
  })

  it('a translator edits the texts of their own locale only', async () => {
    const french = await pageTitle('fr')
    const page = await payload.findByID({ collection: 'pages', id: PAGE, depth: 0, draft: true })
    const own = await rest('PATCH', `/pages/${PAGE}?locale=de&draft=true`, tokens.translator, {
      title: 'Über uns (Übersetzung)',
      pagetype: 'changed-by-translator',
    })
    expect(own.status).toBe(200)
    expect(await pageTitle('de')).toBe('Über uns (Übersetzung)')
    // A field the same in every locale keeps its value.
    expect((await payload.findByID({ collection: 'pages', id: PAGE, depth: 0, draft: true })).pagetype).toBe(page.pagetype)

    expect((await rest('PATCH', `/pages/${PAGE}?locale=fr`, tokens.translator, { title: 'Traduction refusée' })).status).toBe(403)
    expect((await rest('PATCH', `/pages/${PAGE}`, tokens.translator, { title: 'Sans locale' })).status).toBe(403)
    expect((await rest('PATCH', `/pages/${PAGE}?locale=all`, tokens.translator, { title: { fr: 'Toutes' } })).status).toBe(403)
    expect(await pageTitle('fr')).toBe(french)
    expect((await rest('POST', '/faq-types?locale=de', tokens.translator, { faq_name: 'Neu' })).status).toBe(403)
    expect((await rest('DELETE', `/pages/${PAGE}`, tokens.translator)).status).toBe(403)
  })

  it('only an administrator gives a role or a translator its locales', async () => {
    const self = { id: translatorId }
    await rest('PATCH', `/users/${self.id}`, tokens.translator, { locales: ['fr', 'de', 'en'], role: 'editor' })
    const after = await payload.findByID({ collection: 'users', id: self.id })
    expect(after.role).toBe('translator')
    expect(after.locales).toEqual(['de'])
    const byAdmin = await rest('PATCH', `/users/${self.id}`, tokens.admin, { locales: ['de', 'en'] })
    expect(byAdmin.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: self.id })).locales).toEqual(['de', 'en'])
  })
})
