import { existsSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminCredentials, mediaDir, partnerDocumentsDir } from '@/lib/env'

import { staffAccount } from '../../../tests/support/staff-account'

import { cms } from '../client'
import type { Role } from './roles'

/**
 * Every cell of the role matrix (docs/security.md) through Payload's own REST and GraphQL handlers,
 * exactly as `/cms-api/...` serves them, with a token per role. Written out here rather than read
 * from the code's table, so a wrong table fails.
 */
const CELLS = [
  'read draft',
  'create',
  'update text in own locale',
  'update text in another locale',
  'update non-localized field',
  'publish',
  'replace file',
  'delete',
  'manage users',
] as const
type Cell = (typeof CELLS)[number]

const yes = (...cells: Cell[]) => Object.fromEntries(CELLS.map((cell) => [cell, cells.includes(cell)])) as Record<Cell, boolean>
const EXPECTED: Record<Role, Record<Cell, boolean>> = {
  admin: yes(...CELLS),
  editor: yes(...CELLS.filter((cell) => cell !== 'manage users')),
  translator: yes('read draft', 'update text in own locale'),
  viewer: yes('read draft'),
  'customer-service': yes('read draft'),
}
const ROLES = Object.keys(EXPECTED) as Role[]

let payload: Payload
const tokens = {} as Record<Role, string>
const ids = {} as Record<Role, number>
/** An editor's account that each role tries to make an administrator. */
let target: number
const userIds: number[] = []
const pageIds: number[] = []

type Answer = { status: number; body: Record<string, unknown> }

async function send(method: string, path: string, token: string | undefined, body?: BodyInit, type?: string): Promise<Answer> {
  const headers = new Headers()
  if (type) headers.set('content-type', type)
  if (token) headers.set('authorization', `JWT ${token}`)
  const response = await handleEndpoints({ config, request: new Request(`http://localhost/cms-api${path}`, { method, headers, body }) })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> }
}

const rest = (method: string, path: string, token?: string, body?: unknown) =>
  send(method, path, token, body === undefined ? undefined : JSON.stringify(body), 'application/json')

const graphql = (token: string, query: string) => rest('POST', '/graphql', token, { query })

/** A multipart save with a new file, as the admin's upload field sends it. */
async function upload(method: string, path: string, token: string, data: Record<string, unknown>, name: string) {
  const form = new FormData()
  form.append('file', new Blob([await png('#c00')], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify(data))
  return send(method, path, token, form)
}

const png = (background: string) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background } })
    .png()
    .toBuffer()

async function account(role: Exclude<Role, 'admin'>) {
  const made = await staffAccount(payload, role, 'matrix')
  userIds.push(made.id)
  return made
}

/** A page of this test's own, French and German, in the given state. */
async function page(status: 'draft' | 'published') {
  const data = { title: 'Rôles', type: 'page' as const, pagetype: 'matrix', sites: ['1' as const] }
  const created =
    status === 'draft'
      ? await payload.create({ collection: 'pages', locale: 'fr', data: { ...data, _status: 'draft' }, draft: true })
      : await payload.create({ collection: 'pages', locale: 'fr', data: { ...data, _status: 'published' } })
  if (status === 'draft')
    await payload.update({ collection: 'pages', id: created.id, locale: 'de', data: { title: 'Rollen' }, draft: true })
  else await payload.update({ collection: 'pages', id: created.id, locale: 'de', data: { title: 'Rollen', _status: 'published' } })
  pageIds.push(created.id)
  return created.id
}

const draftOf = (id: number, locale: 'fr' | 'de') =>
  payload.findByID({ collection: 'pages', id, locale, fallbackLocale: false, draft: true, depth: 0 })
const publishedOf = (id: number, locale: 'fr' | 'de') =>
  payload.findByID({ collection: 'pages', id, locale, fallbackLocale: false, draft: false, depth: 0 })
/** What the public sees: the page itself, not its latest draft. */
const isPublished = async (id: number) => (await publishedOf(id, 'de'))._status === 'published'

beforeAll(async () => {
  payload = await cms()
  const admin = await payload.login({ collection: 'users', data: adminCredentials() })
  tokens.admin = admin.token ?? ''
  ids.admin = admin.user!.id
  for (const role of ROLES) if (role !== 'admin') ({ id: ids[role], token: tokens[role] } = await account(role))
  target = (await account('editor')).id
})

afterAll(async () => {
  await payload.delete({ collection: 'pages', where: { id: { in: pageIds } } })
  await payload.delete({ collection: 'users', where: { id: { in: userIds } } })
  await payload?.destroy()
})

/** What each cell does through REST, and how the stored data shows whether it was done. */
const REST: Record<Cell, (role: Role, allowed: boolean) => Promise<void>> = {
  'read draft': async (role, allowed) => {
    const id = await page('draft')
    const answer = await rest('GET', `/pages/${id}?draft=true&locale=de`, tokens[role])
    expect(answer.status).toBe(allowed ? 200 : 403)
    if (allowed) expect(answer.body.title).toBe('Rollen')
    expect((await rest('GET', `/pages/${id}?draft=true&locale=de`)).status, 'the public').toBe(404)
  },

  create: async (role, allowed) => {
    const title = `Neu ${role} ${Date.now()}`
    const answer = await rest('POST', '/pages?locale=de&draft=true', tokens[role], { title, sites: ['1'] })
    expect(answer.status).toBe(allowed ? 201 : 403)
    const found = await payload.find({ collection: 'pages', locale: 'de', draft: true, where: { title: { equals: title } } })
    expect(found.totalDocs).toBe(allowed ? 1 : 0)
    pageIds.push(...found.docs.map((doc) => doc.id))
  },

  'update text in own locale': async (role, allowed) => {
    const id = await page('published')
    const answer = await rest('PATCH', `/pages/${id}?locale=de&draft=true`, tokens[role], { title: `Rollen (${role})`, _status: 'draft' })
    expect(answer.status).toBe(allowed ? 200 : 403)
    expect((await draftOf(id, 'de')).title).toBe(allowed ? `Rollen (${role})` : 'Rollen')
    // A draft: the published page is what it was.
    expect((await publishedOf(id, 'de')).title).toBe('Rollen')
  },

  'update text in another locale': async (role, allowed) => {
    const id = await page('published')
    const answer = await rest('PATCH', `/pages/${id}?locale=fr&draft=true`, tokens[role], { title: `Rôles (${role})` })
    expect(answer.status).toBe(allowed ? 200 : 403)
    expect((await draftOf(id, 'fr')).title).toBe(allowed ? `Rôles (${role})` : 'Rôles')
    for (const locale of ['all', '*'])
      if (!allowed)
        expect((await rest('PATCH', `/pages/${id}?locale=${locale}&draft=true`, tokens[role], { title: { fr: 'Toutes' } })).status).toBe(
          403,
        )
    expect((await draftOf(id, 'fr')).title).toBe(allowed ? `Rôles (${role})` : 'Rôles')
  },

  'update non-localized field': async (role, allowed) => {
    const id = await page('published')
    const answer = await rest('PATCH', `/pages/${id}?locale=de&draft=true`, tokens[role], {
      pagetype: `changed-${role}`,
      sites: ['1', '2'],
    })
    // A translator's save keeps the shared fields as they were (the admin sends them with every save).
    expect(answer.status).toBe(allowed || role === 'translator' ? 200 : 403)
    const stored = await draftOf(id, 'de')
    expect(stored.pagetype).toBe(allowed ? `changed-${role}` : 'matrix')
    expect(stored.sites).toEqual(allowed ? ['1', '2'] : ['1'])
  },

  publish: async (role, allowed) => {
    const id = await page('draft')
    const answer = await rest('PATCH', `/pages/${id}?locale=de`, tokens[role], { title: 'Veröffentlicht', _status: 'published' })
    expect(answer.status).toBe(allowed ? 200 : 403)
    expect((await draftOf(id, 'de'))._status).toBe(allowed ? 'published' : 'draft')
    expect(await isPublished(id)).toBe(allowed)
  },

  'replace file': async (role, allowed) => {
    const media = await payload.create({
      collection: 'media',
      locale: 'de',
      data: { name: 'Bild', alt: 'Bild' },
      file: { data: await png('#0c0'), mimetype: 'image/png', name: `matrix-${role}.png`, size: 100 },
    })
    const mediaAnswer = await upload('PATCH', `/media/${media.id}?locale=de`, tokens[role], { alt: 'Ersetzt' }, `replaced-${role}.png`)
    expect(mediaAnswer.status).toBe(allowed ? 200 : 403)
    const storedMedia = await payload.findByID({ collection: 'media', id: media.id, depth: 0 })
    expect(storedMedia.filename).toBe(allowed ? `replaced-${role}.png` : media.filename)
    if (!allowed) {
      expect(existsSync(path.join(mediaDir(), media.filename ?? ''))).toBe(true)
      expect(existsSync(path.join(mediaDir(), `replaced-${role}.png`))).toBe(false)
      // Nor by renaming the stored file, nor by moving its focal point.
      await rest('PATCH', `/media/${media.id}?locale=de`, tokens[role], { filename: 'renamed.png', focalX: 1, focalY: 1 })
      const renamed = await payload.findByID({ collection: 'media', id: media.id, depth: 0 })
      expect([renamed.filename, renamed.focalX]).toEqual([media.filename, media.focalX])
    }
    await payload.delete({ collection: 'media', id: media.id })

    const document = await payload.create({
      collection: 'partner-documents',
      locale: 'de',
      data: { title: 'Preisliste', category: 'price-lists', date: '2026-01-01T00:00:00.000Z' },
      file: { data: await png('#00c'), mimetype: 'image/png', name: `matrix-doc-${role}.png`, size: 100 },
    })
    const documentAnswer = await upload(
      'PATCH',
      `/partner-documents/${document.id}?locale=de`,
      tokens[role],
      { date: '2030-06-30T00:00:00.000Z' },
      `replaced-doc-${role}.png`,
    )
    expect(documentAnswer.status).toBe(allowed ? 200 : 403)
    const storedDocument = await payload.findByID({ collection: 'partner-documents', id: document.id, depth: 0 })
    expect([storedDocument.filename, storedDocument.date]).toEqual(
      allowed ? [`replaced-doc-${role}.png`, '2030-06-30T00:00:00.000Z'] : [document.filename, document.date],
    )
    if (!allowed) expect(existsSync(path.join(partnerDocumentsDir(), document.filename ?? ''))).toBe(true)
    await payload.delete({ collection: 'partner-documents', id: document.id })
  },

  delete: async (role, allowed) => {
    const id = await page('published')
    expect((await rest('DELETE', `/pages/${id}`, tokens[role])).status).toBe(allowed ? 200 : 403)
    expect((await payload.find({ collection: 'pages', where: { id: { equals: id } }, draft: true })).totalDocs).toBe(allowed ? 0 : 1)
  },

  'manage users': async (role, allowed) => {
    const email = `made-by-${role}-${Date.now()}@example.ch`
    const answer = await rest('POST', '/users', tokens[role], { email, password: 'Made-Passw0rd!', role: 'editor' })
    expect(answer.status).toBe(allowed ? 201 : 403)
    const made = await payload.find({ collection: 'users', where: { email: { equals: email } } })
    expect(made.totalDocs).toBe(allowed ? 1 : 0)
    userIds.push(...made.docs.map((doc) => doc.id))
    const promoted = await rest('PATCH', `/users/${target}`, tokens[role], { role: 'admin' })
    expect(allowed ? [200] : [403, 404]).toContain(promoted.status)
    expect((await payload.findByID({ collection: 'users', id: target })).role).toBe(allowed ? 'admin' : 'editor')
    if (allowed) await payload.update({ collection: 'users', id: target, data: { role: 'editor' } })
    // Nor their own role.
    await rest('PATCH', `/users/${ids[role]}`, tokens[role], { role: 'admin' })
    expect((await payload.findByID({ collection: 'users', id: ids[role] })).role).toBe(role)
  },
}

describe('the role matrix through the REST API', () => {
  for (const role of ROLES)
    describe(role, () => {
      it.each(CELLS)(`%s`, (cell) => REST[cell](role, EXPECTED[role][cell]))
    })
})

describe('a translator never publishes', () => {
  it('refuses a save that is not a draft (it would be live at once)', async () => {
    const id = await page('published')
    expect((await rest('PATCH', `/pages/${id}?locale=de`, tokens.translator, { title: 'Sofort online' })).status).toBe(403)
    expect((await rest('PATCH', `/pages/${id}?locale=de`, tokens.translator, { title: 'Offline', _status: 'draft' })).status).toBe(403)
    expect((await publishedOf(id, 'de')).title).toBe('Rollen')
    expect((await publishedOf(id, 'de'))._status).toBe('published')
  })

  it('refuses a draft save that asks to publish, and restoring a version', async () => {
    const id = await page('draft')
    const asked = await rest('PATCH', `/pages/${id}?locale=de&draft=true`, tokens.translator, {
      title: 'Doch online',
      _status: 'published',
    })
    expect(asked.status).toBe(403)
    const versions = await payload.findVersions({ collection: 'pages', where: { parent: { equals: id } }, limit: 1 })
    const restored = await rest('POST', `/pages/versions/${versions.docs[0]!.id}?locale=de`, tokens.translator)
    expect(restored.status).toBe(403)
    expect(await isPublished(id)).toBe(false)
  })

  it('a publication they schedule publishes nothing when it is due (it runs as them)', async () => {
    const id = await page('draft')
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        locale: 'de',
        doc: { relationTo: 'pages', value: id },
        user: { relationTo: 'users', value: ids.translator },
      },
      waitUntil: new Date(Date.now() - 1000),
    })
    await payload.jobs.runByID({ id: job.id })
    expect(await isPublished(id)).toBe(false)
  })

  it('an editor schedules one', async () => {
    const id = await page('draft')
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', locale: 'de', doc: { relationTo: 'pages', value: id }, user: { relationTo: 'users', value: ids.editor } },
      waitUntil: new Date(Date.now() - 1000),
    })
    await payload.jobs.runByID({ id: job.id })
    expect(await isPublished(id)).toBe(true)
  })
})

describe('the role matrix through GraphQL', () => {
  // GraphQL is off (docs/decisions/017-cms-api-closed-and-bounded.md): every role, and the public, meet a closed door.
  it.each([...ROLES, 'the public'] as const)('%s: no query and no mutation answers', async (role) => {
    const id = await page('draft')
    const token = role === 'the public' ? '' : tokens[role]
    const read = await graphql(token, `{ Page(id: ${id}, draft: true, locale: de) { title } }`)
    expect(read.status).toBe(404)
    const write = await graphql(
      token,
      `mutation { updatePage(id: ${id}, locale: de, data: { title: "GraphQL", _status: published }) { id } }`,
    )
    expect(write.status).toBe(404)
    expect((await draftOf(id, 'de')).title).toBe('Rollen')
    expect((await draftOf(id, 'de'))._status).toBe('draft')
  })
})
