import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cms } from '@/cms/client'
import type { Page } from '@/cms/payload-types'

import { sendDigests } from './digest.server'
import { healthRows } from './health'
import { checkLinks } from './link-check.server'
import { refreshHealth } from './refresh.server'
import { readSnapshot } from './snapshot.server'
import { healthFilters, healthScope, loadHealthView } from './view.server'

afterAll(async () => {
  const payload = await cms()
  for (const id of [LINKING, LINKED]) await payload.delete({ collection: 'pages', id })
  await refreshHealth(payload)
  await payload.destroy()
})

const LINKING = 9601
const LINKED = 9602

/** The stored rows of a kind for one document, as the view lists them. */
async function storedRows(document: number, kind: string) {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'content-health-rows',
    where: { and: [{ document: { equals: document } }, { kind: { equals: kind } }] },
    depth: 0,
    pagination: false,
  })
  return docs
    .map((doc) => ({ site: doc.site, locale: doc.locale ?? null, field: doc.field ?? null }))
    .sort((a, b) => `${a.locale}${a.field}`.localeCompare(`${b.locale}${b.field}`))
}

/** One bloc of links (addresses only: no words to translate). */
function linkBlocs(urls: string[]): Page['blocs'] {
  return [{ id: 'bloc-1', contents: urls.map((url, index) => ({ id: `c-${index}`, link: { url } })) }]
}

async function savePage(id: number, locale: 'fr' | 'de' | 'en', data: Record<string, unknown>) {
  const payload = await cms()
  return payload.update({ collection: 'pages', id, locale, data: { ...data, _status: 'published' }, depth: 0 })
}

beforeAll(async () => {
  const payload = await cms()
  const pages: [number, string, Page['blocs']][] = [
    [LINKED, 'page-liee', []],
    [LINKING, 'page-qui-lie', linkBlocs([`/page-liee-${LINKED}`])],
  ]
  for (const [id, slug, links] of pages) {
    await payload.create({
      collection: 'pages',
      locale: 'fr',
      data: {
        id,
        type: 'page',
        title: `Titre ${id}`,
        subtitle: 'Sous-titre',
        slug,
        sites: ['1'],
        blocs: links,
        seo: { description: 'Description' },
        _status: 'published',
      },
    })
    await savePage(id, 'de', { title: `Titel ${id}`, subtitle: 'Untertitel', slug: `seite-${id}`, seo: { description: 'Beschreibung' } })
    await savePage(id, 'en', { title: `Title ${id}`, subtitle: 'Subtitle', slug: `page-${id}`, seo: { description: 'Description' } })
  }
})

describe('content health on the seeded database', () => {
  it("each locale's save is stamped with its time when it changes a word, and only then", async () => {
    const payload = await cms()
    const before = (await payload.findByID({ collection: 'pages', id: LINKING, locale: 'all', depth: 0 })) as unknown as {
      textSavedAt: Record<string, string>
    }
    expect(Object.keys(before.textSavedAt).sort()).toEqual(['de', 'en', 'fr'])
    expect(String(before.textSavedAt.fr) < String(before.textSavedAt.de)).toBe(true)
    // A save that changes no word (a shared field) keeps the stamp; a forged stamp is not kept.
    await savePage(LINKING, 'de', { sites: ['1'], textSavedAt: '2000-01-01T00:00:00.000Z' })
    const kept = (await payload.findByID({ collection: 'pages', id: LINKING, locale: 'de', depth: 0 })).textSavedAt
    expect(kept).toBe(before.textSavedAt.de)
  })

  it('the stored rows are what the checks find: a German text removed appears, mended it is gone', async () => {
    const payload = await cms()
    await refreshHealth(payload)
    expect(await storedRows(LINKING, 'missing-translation')).toEqual([])
    await savePage(LINKING, 'de', { subtitle: '' })
    await refreshHealth(payload)
    expect(await storedRows(LINKING, 'missing-translation')).toEqual([{ site: '1', locale: 'de', field: 'subtitle' }])
    const { totalDocs } = await payload.count({ collection: 'content-health-rows' })
    expect(totalDocs).toBe(healthRows(await readSnapshot(payload), Date.now()).length)
    await savePage(LINKING, 'de', { subtitle: 'Untertitel' })
    await refreshHealth(payload)
    expect(await storedRows(LINKING, 'missing-translation')).toEqual([])
  })

  it('French changed after a translation: the translations are older than their source until they are saved again', async () => {
    const payload = await cms()
    await savePage(LINKING, 'fr', { subtitle: 'Nouveau sous-titre' })
    await refreshHealth(payload)
    expect(await storedRows(LINKING, 'stale-translation')).toEqual([
      { site: '1', locale: 'de', field: null },
      { site: '1', locale: 'en', field: null },
    ])
    await savePage(LINKING, 'de', { subtitle: 'Neuer Untertitel' })
    await refreshHealth(payload)
    expect(await storedRows(LINKING, 'stale-translation')).toEqual([{ site: '1', locale: 'en', field: null }])
  })

  it('a page unpublished while another links to it: the link is listed in each locale it is written in, until it is published again', async () => {
    const payload = await cms()
    await payload.update({ collection: 'pages', id: LINKED, data: { _status: 'draft' }, depth: 0 })
    await refreshHealth(payload)
    expect(await storedRows(LINKING, 'link-unpublished')).toEqual([{ site: '1', locale: 'fr', field: 'blocs.0.contents.0.link.url' }])
    await payload.update({ collection: 'pages', id: LINKED, data: { _status: 'published' }, depth: 0 })
    await refreshHealth(payload)
    expect(await storedRows(LINKING, 'link-unpublished')).toEqual([])
  })

  it("the view's counts are the lengths of its lists; a translator sees the translations of their locales only", async () => {
    const payload = await cms()
    await savePage(LINKING, 'de', { subtitle: '' })
    await refreshHealth(payload)
    const editor = healthScope({ role: 'editor' })
    expect(editor?.categories).toHaveLength(6)
    const all = await loadHealthView(payload, editor!, healthFilters({ site: '1' }))
    for (const category of editor!.categories) {
      const listed = await loadHealthView(payload, editor!, healthFilters({ site: '1', category }))
      expect(listed.total, category).toBe(all.counts[category])
      expect(listed.rows.every((row) => row.category === category)).toBe(true)
    }
    const translator = healthScope({ role: 'translator', locales: ['de'] })
    expect(translator).toEqual({ categories: ['translations'], locales: ['de'] })
    const german = await loadHealthView(payload, translator!, healthFilters({ site: '1' }))
    expect(german.rows.some((row) => row.document === LINKING && row.kind === 'missing-translation')).toBe(true)
    expect(german.rows.every((row) => row.category === 'translations' && row.locale === 'de')).toBe(true)
    expect(Object.keys(german.counts)).toEqual(['translations'])
    expect(healthScope({ role: 'viewer' })?.categories).toHaveLength(6)
    expect(healthScope(null)).toBeNull()
    await savePage(LINKING, 'de', { subtitle: 'Neuer Untertitel' })
  })

  it('the digest goes to each editor through the outbox, in their language, with the counts and the most urgent rows', async () => {
    const payload = await cms()
    await savePage(LINKING, 'de', { subtitle: '' })
    const report = await sendDigests(payload)
    expect(report.sent).toBeGreaterThan(0)
    const { docs } = await payload.find({
      collection: 'outbox',
      where: { and: [{ kind: { equals: 'content-health-digest' } }, { to: { equals: 'editor@example.ch' } }] },
      depth: 0,
      pagination: false,
    })
    expect(docs.map((mail) => mail.subject).sort()).toEqual([
      expect.stringMatching(/^Netplus : \d+ points? à revoir dans le contenu$/),
      expect.stringMatching(/^Netplus Entremont : /),
      expect.stringMatching(/^Netplus Fribourg : /),
    ])
    const main = docs.find((mail) => mail.subject.startsWith('Netplus :'))!
    expect(main.text).toContain('Traductions : ')
    expect(main.text).toContain('Traduction manquante — Page « Titre 9601 » · Allemand')
    expect(main.text).toContain(`/admin/collections/pages/${LINKING}?locale=de#field-subtitle`)
    expect(main.text).toContain('/admin/content-health?site=1')
    await payload.updateGlobal({ slug: 'content-health', data: { weeklyDigest: false } })
    expect(await sendDigests(payload)).toEqual({ sent: 0, skipped: true })
    await payload.updateGlobal({ slug: 'content-health', data: { weeklyDigest: true } })
    await savePage(LINKING, 'de', { subtitle: 'Neuer Untertitel' })
  })
})

describe('the link checker', () => {
  let server: Server
  let origin = ''
  const asked: string[] = []

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(`${request.method} ${request.url}`)
      if (request.url === '/slow') return // never answers
      if (request.url === '/no-head' && request.method === 'HEAD') return void response.writeHead(405).end()
      if (request.url === '/moved') return void response.writeHead(301, { location: '/gone' }).end()
      response.writeHead(request.url === '/gone' ? 404 : 200).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('asks at most a batch per run, stores each answer with its time, and on loopback asks this machine only', async () => {
    const payload = await cms()
    const urls = ['/ok', '/gone', '/moved', '/no-head', '/slow'].map((path) => `${origin}${path}`)
    await savePage(LINKING, 'fr', {
      blocs: linkBlocs([...urls, 'https://www.netplus.ch/']),
    })
    const bounds = { batch: 2, timeoutMs: 1_000, budgetMs: 5_000, concurrency: 2, recheckAfterMs: 60_000 }
    const first = await checkLinks(payload, { bounds, network: 'loopback' })
    expect(first.due).toBeGreaterThanOrEqual(6)
    expect(first).toMatchObject({ asked: 2, recorded: 2 })
    const started = Date.now()
    const rest = await checkLinks(payload, { bounds: { ...bounds, batch: 100 }, network: 'loopback' })
    expect(rest).toMatchObject({ due: first.due - 2, asked: first.due - 2, recorded: first.due - 2 })
    const { docs } = await payload.find({ collection: 'link-checks', depth: 0, pagination: false })
    const answer = (url: string) => docs.find((check) => check.url === url)
    expect(answer(`${origin}/ok`)).toMatchObject({ status: 200, problem: null })
    expect(answer(`${origin}/gone`)).toMatchObject({ status: 404 })
    expect(answer(`${origin}/moved`)).toMatchObject({ status: 404 })
    expect(answer(`${origin}/no-head`)).toMatchObject({ status: 200 })
    expect(answer(`${origin}/slow`)).toMatchObject({ status: null, problem: 'timeout' })
    expect(new Date(answer(`${origin}/slow`)!.checkedAt).getTime()).toBeGreaterThanOrEqual(started)
    // A public address, on the loopback network of the tests: refused without a request, not even a name lookup.
    expect(answer('https://www.netplus.ch/')).toMatchObject({ status: null, problem: 'not-allowed' })
    expect(asked.every((request) => /^(HEAD|GET) \/(ok|gone|moved|no-head|slow)$/.test(request))).toBe(true)
    expect((await checkLinks(payload, { bounds, network: 'loopback' })).due).toBe(0)

    await refreshHealth(payload)
    expect((await storedRows(LINKING, 'link-broken')).map((row) => row.field).sort()).toEqual([
      'blocs.0.contents.1.link.url',
      'blocs.0.contents.2.link.url',
      'blocs.0.contents.4.link.url',
    ])
    await savePage(LINKING, 'fr', {
      blocs: linkBlocs([`/page-liee-${LINKED}`]),
    })
    await checkLinks(payload, { bounds, network: 'loopback' })
    const left = await payload.find({ collection: 'link-checks', where: { url: { like: origin } }, depth: 0 })
    expect(left.totalDocs).toBe(0)
  })

  it('a run stopped by its budget stores nothing of what it was still asking', async () => {
    const payload = await cms()
    await savePage(LINKING, 'fr', {
      blocs: linkBlocs([`${origin}/slow`]),
    })
    // Left to its own time-out, the slow link would be stored as timed out: the budget stopped it first.
    const report = await checkLinks(payload, {
      bounds: { batch: 5, timeoutMs: 10_000, budgetMs: 800, concurrency: 1, recheckAfterMs: 0 },
      network: 'loopback',
    })
    expect(report).toMatchObject({ asked: 1, recorded: 0 })
    await savePage(LINKING, 'fr', {
      blocs: linkBlocs([`/page-liee-${LINKED}`]),
    })
  })
})
