import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { createLocalReq, type Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { cms } from '@/cms/client'
import { HEALTH_TASKS } from '@/cms/fields/options'
import type { Page } from '@/cms/payload-types'
import { runJobHandler } from '@/lib/job-handlers'

import { sendDigests } from './digest.server'
import { healthRows } from './health'
import { checkLinks } from './link-check.server'
import { refreshHealth } from './refresh.server'
import { registerContentHealth } from './register.server'
import { healthSettings, readSnapshot } from './snapshot.server'
import { healthFilters, healthScope, loadHealthView } from './view.server'

afterAll(async () => {
  const payload = await cms()
  for (const id of [LINKING, LINKED, FRENCH_ONLY]) await payload.delete({ collection: 'pages', id })
  await refreshHealth(payload)
  await payload.destroy()
})

const LINKING = 9601
const LINKED = 9602
/** A page written in French only: no German or English address. */
const FRENCH_ONLY = 9603
/** An id no page has. */
const NO_PAGE = 9699
/** Demo documents the checks are made wrong with, then mended: Fribourg's MySports option, a picture of the main site. */
const FRIBOURG_MYSPORTS = 50
const MOUNTAIN_PICTURE = 3

/** The stored rows that meet every condition. */
async function rowsWhere(...and: Where[]) {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'content-health-rows', where: { and }, depth: 0, pagination: false })
  return docs
}

/** The stored rows of a kind for one document, as the view lists them. */
async function storedRows(document: number, kind: string) {
  return (await rowsWhere({ document: { equals: document } }, { kind: { equals: kind } }))
    .map((doc) => ({ site: doc.site, locale: doc.locale ?? null, field: doc.field ?? null }))
    .sort((a, b) => `${a.locale}${a.field}`.localeCompare(`${b.locale}${b.field}`))
}

/** One bloc of links (addresses only: no words to translate); its rows' ids are unique across pages. */
function linkBlocs(urls: string[], ids = 'bloc-1'): Page['blocs'] {
  return [{ id: ids, contents: urls.map((url, index) => ({ id: `${ids}-${index}`, link: { url } })) }]
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
  await payload.create({
    collection: 'pages',
    locale: 'fr',
    data: {
      id: FRENCH_ONLY,
      type: 'page',
      title: 'Seulement en français',
      slug: 'seulement-en-francais',
      sites: ['1'],
      _status: 'published',
    },
  })
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

/** The stored rows of a kind, of any document of a collection. */
const rowsOfKind = (kind: string, collection: string) => rowsWhere({ kind: { equals: kind } }, { collection: { equals: collection } })

const DAY_MS = 24 * 60 * 60 * 1000

describe('each kind of finding, made with real data and mended', () => {
  it('a link to a deleted page; a German link to a page that has no German address', async () => {
    const payload = await cms()
    await savePage(LINKING, 'fr', { blocs: linkBlocs([`/page-disparue-${NO_PAGE}`]) })
    await refreshHealth(payload)
    expect(await storedRows(LINKING, 'link-deleted')).toEqual([{ site: '1', locale: 'fr', field: 'blocs.0.contents.0.link.url' }])

    await savePage(LINKING, 'fr', { blocs: linkBlocs([`/page-liee-${LINKED}`]) })
    await savePage(LINKING, 'de', { blocs: linkBlocs([`/de/seite-${FRENCH_ONLY}`]) })
    await refreshHealth(payload)
    expect(await storedRows(LINKING, 'link-deleted')).toEqual([])
    expect(await storedRows(LINKING, 'link-no-url')).toEqual([{ site: '1', locale: 'de', field: 'blocs.0.contents.0.link.url' }])
    await savePage(FRENCH_ONLY, 'de', { title: `Titel ${FRENCH_ONLY}`, slug: `seite-${FRENCH_ONLY}`, seo: { description: 'Beschreibung' } })
    await refreshHealth(payload)
    expect(await storedRows(LINKING, 'link-no-url')).toEqual([])
    await savePage(LINKING, 'de', { blocs: linkBlocs([`/de/seite-${LINKED}`]) })
  })

  it('a page nothing links to, a German meta description removed, an English title longer than 60 characters', async () => {
    const payload = await cms()
    await refreshHealth(payload)
    // The page that links is linked from nowhere itself; its linked page is reached.
    expect(await storedRows(LINKING, 'orphan-page')).toEqual([{ site: '1', locale: null, field: null }])
    expect(await storedRows(LINKED, 'orphan-page')).toEqual([])
    await savePage(LINKING, 'de', { seo: { description: '' } })
    await savePage(LINKING, 'en', { title: 'A title far longer than what search results show of it, cut short' })
    await savePage(LINKED, 'fr', { blocs: linkBlocs([`/page-qui-lie-${LINKING}`], 'bloc-back') })
    await refreshHealth(payload)
    expect(await storedRows(LINKING, 'orphan-page')).toEqual([])
    expect(await storedRows(LINKING, 'missing-description')).toEqual([{ site: '1', locale: 'de', field: 'seo.description' }])
    expect(await storedRows(LINKING, 'long-title')).toEqual([{ site: '1', locale: 'en', field: 'title' }])
    await savePage(LINKING, 'de', { seo: { description: 'Beschreibung' } })
    await savePage(LINKING, 'en', { title: `Title ${LINKING}` })
    await savePage(LINKED, 'fr', { blocs: [] })
    await refreshHealth(payload)
    expect(await storedRows(LINKING, 'missing-description')).toEqual([])
    expect(await storedRows(LINKING, 'long-title')).toEqual([])
    expect(await storedRows(LINKING, 'orphan-page')).toHaveLength(1)
  })

  it("an offer's promotion that ended yesterday or ends in three days; news that ended, or starts in three days", async () => {
    const payload = await cms()
    const now = Date.now()
    const offer = await payload.findByID({ collection: 'products', id: FRIBOURG_MYSPORTS, locale: 'fr', depth: 0 })
    const promotion = offer.promotion!
    const setEnd = (validUntil: string) =>
      payload.update({
        collection: 'products',
        id: FRIBOURG_MYSPORTS,
        locale: 'fr',
        data: { promotion: { ...promotion, validUntil }, _status: 'published' },
        depth: 0,
      })
    const promotionRows = async () =>
      (await rowsOfKind('ended', 'products'))
        .concat(await rowsOfKind('ends-soon', 'products'))
        .filter((row) => row.document === FRIBOURG_MYSPORTS)
        .map((row) => [row.kind, row.site, row.field])
    await refreshHealth(payload)
    expect(await promotionRows()).toEqual([])
    await setEnd(new Date(now - DAY_MS).toISOString())
    await refreshHealth(payload)
    expect(await promotionRows()).toEqual([['ended', '3', 'promotion.validUntil']])
    await setEnd(new Date(now + 3 * DAY_MS).toISOString())
    await refreshHealth(payload)
    expect(await promotionRows()).toEqual([['ends-soon', '3', 'promotion.validUntil']])
    await setEnd(promotion.validUntil!)
    await refreshHealth(payload)
    expect(await promotionRows()).toEqual([])

    const { docs: news } = await payload.find({
      collection: 'news',
      where: { and: [{ _status: { equals: 'published' } }, { sites: { in: ['1'] } }] },
      limit: 1,
      depth: 0,
    })
    const item = news[0]!
    const newsRows = async (kind: string) =>
      (await rowsOfKind(kind, 'news')).filter((row) => row.document === item.id).map((row) => row.field)
    const setDates = (data: { dateFrom: string; dateTo: string | null }) =>
      payload.update({ collection: 'news', id: item.id, data: { ...data, _status: 'published' }, depth: 0 })
    await setDates({ dateFrom: new Date(now - 30 * DAY_MS).toISOString(), dateTo: new Date(now - DAY_MS).toISOString() })
    await refreshHealth(payload)
    expect(await newsRows('ended')).toContain('dateTo')
    await setDates({ dateFrom: new Date(now + 3 * DAY_MS).toISOString(), dateTo: null })
    await refreshHealth(payload)
    expect(await newsRows('ended')).toEqual([])
    expect(await newsRows('starts-soon')).toContain('dateFrom')
    await setDates({ dateFrom: item.dateFrom, dateTo: item.dateTo ?? null })
    await refreshHealth(payload)
    expect(await newsRows('starts-soon')).toEqual([])
  })

  it('a picture of a published page without its German alternative text; files larger than the setting', async () => {
    const payload = await cms()
    const alt = (await payload.findByID({ collection: 'media', id: MOUNTAIN_PICTURE, locale: 'de', depth: 0 })).alt
    const altRows = async () =>
      (await rowsOfKind('missing-alt', 'media'))
        .filter((row) => row.document === MOUNTAIN_PICTURE)
        .map((row) => [row.site, row.locale, row.field])
    await refreshHealth(payload)
    expect(await altRows()).toEqual([])
    await payload.update({ collection: 'media', id: MOUNTAIN_PICTURE, locale: 'de', data: { alt: '' }, depth: 0 })
    await refreshHealth(payload)
    // One row per site whose published pages show the picture in German.
    const missing = await altRows()
    expect(missing).toContainEqual(['1', 'de', 'alt'])
    expect(missing.every(([, locale, field]) => locale === 'de' && field === 'alt')).toBe(true)
    await payload.update({ collection: 'media', id: MOUNTAIN_PICTURE, locale: 'de', data: { alt }, depth: 0 })
    await refreshHealth(payload)
    expect(await altRows()).toEqual([])

    const { largeFileKb } = await healthSettings(payload)
    await refreshHealth(payload)
    expect(await rowsOfKind('large-file', 'media')).toEqual([])
    await payload.updateGlobal({ slug: 'content-health', data: { largeFileKb: 50 } })
    await refreshHealth(payload)
    const large = await rowsOfKind('large-file', 'media')
    expect(large.length).toBeGreaterThan(0)
    const { docs: files } = await payload.find({
      collection: 'media',
      where: { id: { in: large.map((row) => row.document) } },
      depth: 0,
      pagination: false,
    })
    expect(files.every((file) => (file.filesize ?? 0) > 50 * 1024)).toBe(true)
    await payload.updateGlobal({ slug: 'content-health', data: { largeFileKb } })
    await refreshHealth(payload)
    expect(await rowsOfKind('large-file', 'media')).toEqual([])
  })

  it('a publication scheduled within two weeks is listed, read live from the jobs queue; one later is not', async () => {
    const payload = await cms()
    const now = Date.now()
    const schedule = (days: number) =>
      payload.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', locale: 'de', doc: { relationTo: 'pages', value: LINKED } },
        waitUntil: new Date(now + days * DAY_MS),
      })
    const soon = await schedule(3)
    const later = await schedule(20)
    const editor = healthScope({ role: 'editor' })!
    const scheduled = await loadHealthView(payload, editor, healthFilters({ site: '1', category: 'scheduled' }), now)
    const mine = scheduled.rows.filter((row) => row.document === LINKED)
    expect(mine.map((row) => [row.kind, row.locale, row.params.type])).toEqual([['scheduled-publication', 'de', 'publish']])
    expect(scheduled.total).toBe(scheduled.counts.scheduled)
    await payload.delete({ collection: 'payload-jobs', where: { id: { in: [soon.id, later.id] } } })
    const none = await loadHealthView(payload, editor, healthFilters({ site: '1', category: 'scheduled' }), now)
    expect(none.rows.filter((row) => row.document === LINKED)).toEqual([])
  })

  it("the digest reaches each editor in their account's language; the setting turns it off", async () => {
    const payload = await cms()
    const accounts = await Promise.all(
      (['de', 'en'] as const).map((language) =>
        payload.create({
          collection: 'users',
          data: {
            email: `digest-${language}@example.ch`,
            password: 'Digest-Passw0rd!',
            name: `Digest ${language}`,
            role: 'editor',
            language,
            _verified: true,
          },
          disableVerificationEmail: true,
        }),
      ),
    )
    await savePage(LINKING, 'de', { subtitle: '' })
    try {
      await sendDigests(payload)
      const mailTo = async (to: string) =>
        (
          await payload.find({
            collection: 'outbox',
            where: { and: [{ kind: { equals: 'content-health-digest' } }, { to: { equals: to } }] },
            depth: 0,
            pagination: false,
          })
        ).docs.find((mail) => mail.subject.startsWith('Netplus:'))!
      const german = await mailTo('digest-de@example.ch')
      expect(german.subject).toMatch(/^Netplus: \d+ Punkte? zu überarbeiten im Inhalt$/)
      expect(german.text).toContain('Übersetzung fehlt — Seite «Titre 9601» · Deutsch')
      const english = await mailTo('digest-en@example.ch')
      expect(english.subject).toMatch(/^Netplus: \d+ points? to review in the content$/)
      expect(english.text).toContain('Missing translation — Page “Titre 9601” · German')

      await payload.updateGlobal({ slug: 'content-health', data: { weeklyDigest: false } })
      const before = await payload.count({ collection: 'outbox', where: { kind: { equals: 'content-health-digest' } } })
      expect(await sendDigests(payload)).toEqual({ sent: 0, skipped: true })
      expect(await payload.count({ collection: 'outbox', where: { kind: { equals: 'content-health-digest' } } })).toEqual(before)
    } finally {
      await payload.updateGlobal({ slug: 'content-health', data: { weeklyDigest: true } })
      await payload.delete({ collection: 'users', where: { id: { in: accounts.map((account) => account.id) } } })
      await savePage(LINKING, 'de', { subtitle: 'Neuer Untertitel' })
    }
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

describe('the refresh after a save', () => {
  // The refreshes due now; the hourly one Payload schedules ahead (waitUntil the next hour, queued
  // by whichever file ran the jobs queue before) is not waiting and must survive the refresh.
  const waitingRefreshes = async () => {
    const payload = await cms()
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: HEALTH_TASKS.refresh } },
          { processing: { equals: false } },
          { completedAt: { exists: false } },
          { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: new Date().toISOString() } }] },
        ],
      },
      depth: 0,
      pagination: false,
    })
    return docs
  }

  it('a save queues its own refresh even while one waits (that one may start before the save is committed); the refresh that runs drops those waiting', async () => {
    const payload = await cms()
    await registerContentHealth()
    const waiting = await waitingRefreshes()
    expect(waiting.length).toBeGreaterThanOrEqual(1)
    // The saves an editor makes in the admin: the Next server queues the refresh (src/lib/env.ts).
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    try {
      await savePage(LINKED, 'fr', { seo: { description: 'Une page liée, décrite à nouveau.' } })
      await savePage(LINKED, 'fr', { seo: { description: 'Une page liée, décrite une troisième fois.' } })
    } finally {
      vi.unstubAllEnvs()
    }
    const queued = (await waitingRefreshes()).filter((job) => !waiting.some((before) => before.id === job.id))
    expect(queued).toHaveLength(2)

    const before = (await payload.findGlobal({ slug: 'content-health', depth: 0 })).refreshedAt
    await runJobHandler(HEALTH_TASKS.refresh, await createLocalReq({}, payload), {})
    expect(await waitingRefreshes()).toEqual([])
    expect((await payload.findGlobal({ slug: 'content-health', depth: 0 })).refreshedAt).not.toBe(before)
  })
})
