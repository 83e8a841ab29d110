import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cms } from '@/cms/client'
import { getNavigationTree } from '@/features/navigation/server'
import { draftNewsUrl } from '@/features/news/server'
import { draftPageUrl, getDraftPage, getPublishedPage } from '@/features/pages/server'
import { adminCredentials } from '@/lib/env'

import { staffUser } from './live-edit-session'

const SITE = 1
const VERSIONED_PAGE = 9_101
const SCHEDULED_PAGE = 9_102

async function signIn(): Promise<string> {
  const payload = await cms()
  const { token } = await payload.login({ collection: 'users', data: adminCredentials() })
  if (!token) throw new Error('no token')
  return token
}

const withToken = (token: string) => new Headers({ cookie: `payload-token=${token}` })

afterAll(async () => {
  const payload = await cms()
  await payload.delete({ collection: 'pages', where: { id: { in: [VERSIONED_PAGE, SCHEDULED_PAGE] } } })
})

describe('§6 live edit reads drafts only for a live staff session', () => {
  it('a signed-in editor is staff; no cookie, a forged token or an ended session is not', async () => {
    const token = await signIn()
    expect((await staffUser(withToken(token)))?.email).toBe(adminCredentials().email)
    expect(await staffUser(new Headers())).toBeNull()
    expect(await staffUser(withToken(`${token.slice(0, -4)}AAAA`))).toBeNull()

    // Signing out (or an administrator revoking it) ends the session the token names.
    const payload = await cms()
    const user = await staffUser(withToken(token))
    await payload.update({ collection: 'users', id: user!.id, data: { sessions: [] } as never })
    expect(await staffUser(withToken(token))).toBeNull()
  })

  it('a draft-only page exists for live edit and for nobody else', async () => {
    expect(await getPublishedPage(9001, SITE, 'fr')).toBeNull()
    const draft = await getDraftPage(9001, SITE, 'fr')
    expect(draft?.title).toBe('Brouillon confidentiel')
    expect(draft?.urls.fr).toBe('/brouillon-9001')
    expect(await draftPageUrl(9001, 'de')).toBe('/de/entwurf-9001')
  })

  it('a published page with a newer draft: visitors get the published title, live edit the draft', async () => {
    expect((await getPublishedPage(159, SITE, 'fr'))?.title).not.toBe('Actionnaires — version de travail non publiée')
    expect((await getDraftPage(159, SITE, 'fr'))?.title).toBe('Actionnaires — version de travail non publiée')
  })

  it('a navigation draft shows in live edit only', async () => {
    const payload = await cms()
    const { docs } = await payload.find({
      collection: 'navigation',
      where: { and: [{ site: { equals: '1' } }, { tree_key: { equals: 'top_retail' } }] },
      limit: 1,
    })
    const tree = docs[0]!
    const published = await getNavigationTree(SITE, 'top_retail', 'fr')
    await payload.update({
      collection: 'navigation',
      id: tree.id,
      draft: true,
      data: { items: [{ link: { url: '/brouillon-9001', label: 'Entrée brouillon' } }] },
    })
    try {
      expect(await getNavigationTree(SITE, 'top_retail', 'fr')).toEqual(published)
      const draft = await getNavigationTree(SITE, 'top_retail', 'fr', true)
      expect(draft?.items.map((item) => item.link.label)).toEqual(['Entrée brouillon'])
    } finally {
      await payload.update({ collection: 'navigation', id: tree.id, data: { items: tree.items, _status: 'published' } })
    }
  })

  it('the live preview finds where a news draft shows', async () => {
    const payload = await cms()
    const { docs } = await payload.find({ collection: 'news', limit: 1, locale: 'fr' })
    const news = docs[0]!
    expect(await draftNewsUrl(news.id, 'fr')).toMatch(new RegExp(`^/actualites/.+-${news.id}$`))
    expect(await draftNewsUrl(999_999, 'fr')).toBeNull()
  })
})

describe('versions and scheduled publishing', () => {
  beforeAll(async () => {
    const payload = await cms()
    await payload.create({
      collection: 'pages',
      data: { id: VERSIONED_PAGE, title: 'Version une', slug: 'versions', type: 'page', sites: ['1'], _status: 'published' },
      locale: 'fr',
    })
  })

  it('an older version is restored as the published page', async () => {
    const payload = await cms()
    await payload.update({ collection: 'pages', id: VERSIONED_PAGE, data: { title: 'Version deux', _status: 'published' }, locale: 'fr' })
    expect((await getPublishedPage(VERSIONED_PAGE, SITE, 'fr'))?.title).toBe('Version deux')

    const { docs: versions } = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: VERSIONED_PAGE } },
      sort: 'createdAt',
      locale: 'fr',
    })
    const first = versions.find((version) => version.version.title === 'Version une')
    expect(first).toBeDefined()
    await payload.restoreVersion({ collection: 'pages', id: first!.id })
    expect((await getPublishedPage(VERSIONED_PAGE, SITE, 'fr'))?.title).toBe('Version une')
  })

  it('a publication scheduled by an editor runs when due, not before', async () => {
    const payload = await cms()
    await payload.create({
      collection: 'pages',
      data: { id: SCHEDULED_PAGE, title: 'Annonce programmée', slug: 'annonce', type: 'page', sites: ['1'], _status: 'draft' },
      locale: 'fr',
      draft: true,
    })
    const editor = await staffUser(withToken(await signIn()))
    const due = Date.now() + 1500
    // What the admin's "schedule publish" drawer queues.
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: SCHEDULED_PAGE }, user: { relationTo: 'users', value: editor!.id } },
      waitUntil: new Date(due),
    })
    // The queue run as the server runs it, until the page is published: never by a run that began
    // before the time it was due, and at the latest by the first run after it (strictly after: a job
    // is due once its time has passed). Only this job: due jobs other files left on the shared
    // database would otherwise fill a run's batch.
    const runsBeforeDue: number[] = []
    for (;;) {
      const began = Date.now()
      await payload.jobs.run({ where: { id: { equals: job.id } } })
      const published = await getPublishedPage(SCHEDULED_PAGE, SITE, 'fr')
      if (published) {
        expect(began, 'published by a run that began before it was due').toBeGreaterThanOrEqual(due)
        expect(published.title).toBe('Annonce programmée')
        break
      }
      if (began > due) throw new Error('a run after the due time did not publish the page')
      runsBeforeDue.push(began)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(runsBeforeDue.length).toBeGreaterThan(0)
  })
})
