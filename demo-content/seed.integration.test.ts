import { verify } from '@node-rs/argon2'
import { NextRequest } from 'next/server'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as partnerSignIn } from '@/app/api/partner-area/session/route'
import { cms } from '@/cms/client'
import { DEMO_PARTNER_PASSWORD } from '@/lib/env'

import { seedPartnerArea } from './partner-area-data'
import { seed } from './seed'

// Runs on the throw-away database that tests/support/global-setup.ts migrated and seeded
// (SQLite, or PostgreSQL on TEST_DATABASE_URL).
/** The known page ids of §2 and §9. */
const KNOWN_PAGE_IDS = [
  477, 503, 514, 482, 582, 552, 159, 161, 551, 575, 554, 568, 576, 744, 565, 2161, 560, 1353, 1361, 1362, 1366, 1370, 1375, 1378, 2121,
  1381, 644, 2735, 2740, 702, 1637,
]

const SEEDED: CollectionSlug[] = [
  'pages',
  'navigation',
  'media',
  'news',
  'faq',
  'faq-types',
  'channels',
  'channel-categories',
  'vods',
  'references',
  'sellers',
  'distributors',
  'streets',
  'network-events',
  'roaming',
  'site-settings',
  'users',
]

let payload: Payload

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    SEEDED.map(async (collection) => [collection, (await payload.count({ collection })).totalDocs] as const),
  )
  return Object.fromEntries(entries)
}

beforeAll(async () => {
  payload = await cms()
})

// Close the database pool so the test process can exit.
afterAll(async () => payload?.destroy())

describe('demo content', () => {
  it('publishes every known page id', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ id: { in: KNOWN_PAGE_IDS } }, { _status: { equals: 'published' } }] },
      draft: false,
      limit: 0,
      pagination: false,
      select: {},
    })
    expect(docs.map((doc) => doc.id).sort((a, b) => a - b)).toEqual([...KNOWN_PAGE_IDS].sort((a, b) => a - b))
  })

  it('gives the homes several hero cells and page 503 exactly one (§4)', async () => {
    const home = await payload.findByID({ collection: 'pages', id: 644, depth: 0 })
    const mobile = await payload.findByID({ collection: 'pages', id: 503, depth: 0 })
    expect(home.headers?.length).toBeGreaterThan(1)
    expect(mobile.headers).toHaveLength(1)
    const slogans = (home.headers ?? []).map((header) => header.slogan?.split(' - ').length)
    expect(slogans).toContain(5)
    expect(slogans).toContain(4)
    expect(home.headers?.some((header) => header.validity && (header.from || header.price || header.currency))).toBe(true)
    expect(home.headers?.some((header) => !header.validity && header.price)).toBe(true)
  })

  it('keeps localized values of array rows per locale', async () => {
    const fr = await payload.findByID({ collection: 'pages', id: 644, locale: 'fr', depth: 0 })
    const de = await payload.findByID({ collection: 'pages', id: 644, locale: 'de', depth: 0 })
    expect(fr.headers?.[0]?.title).toBe('Tout-en-un')
    expect(de.headers?.[0]?.title).toBe('Alles in einem')
    expect(de.headers?.[0]?.link?.url).toBe('/de/kombiangebote-477')
  })

  it('has the nine navigation trees on every site, with a network-status entry', async () => {
    for (const site of ['1', '2', '3'] as const) {
      const { docs } = await payload.find({ collection: 'navigation', where: { site: { equals: site } }, limit: 0, pagination: false })
      expect(docs.map((doc) => doc.tree_key).sort()).toEqual([
        'footer_academy',
        'footer_business',
        'footer_retail',
        'main_academy',
        'main_business',
        'main_retail',
        'top_academy',
        'top_business',
        'top_retail',
      ])
      const top = docs.find((doc) => doc.tree_key === 'top_retail')
      expect(top?.items?.some((item) => item.isNetworkStatus && item.link?.url === '/etat-du-reseau-1637')).toBe(true)
      expect(top?.items?.some((item) => item.external && item.link?.target === '_blank')).toBe(true)
    }
  })

  it('has the TV catalogue: ≥ 80 channels over ≥ 8 categories including main categories 399 and 405', async () => {
    expect((await payload.count({ collection: 'channels' })).totalDocs).toBeGreaterThanOrEqual(80)
    expect((await payload.count({ collection: 'channel-categories' })).totalDocs).toBeGreaterThanOrEqual(8)
    for (const id of [399, 405]) {
      const category = await payload.findByID({ collection: 'channel-categories', id, depth: 0 })
      expect(category.parent ?? null).toBeNull()
    }
    for (const flag of ['hd', 'mobile', 'replay', 'rec'] as const) {
      const yes = await payload.count({ collection: 'channels', where: { [flag]: { equals: true } } })
      const no = await payload.count({ collection: 'channels', where: { [flag]: { equals: false } } })
      expect(yes.totalDocs * no.totalDocs).toBeGreaterThan(0)
    }
    expect((await payload.count({ collection: 'vods' })).totalDocs).toBeGreaterThanOrEqual(20)
  })

  it('gives every channel a logo and every VOD a poster: real images, their alt text translated', async () => {
    const channels = await payload.find({ collection: 'channels', depth: 1, limit: 0, pagination: false, locale: 'de' })
    const vods = await payload.find({ collection: 'vods', depth: 1, limit: 0, pagination: false, locale: 'de' })
    const pictures = [
      ...channels.docs.map((channel) => ({ name: channel.title, media: channel.logo })),
      ...vods.docs.map((vod) => ({ name: vod.title, media: vod.media })),
    ]
    const seen = new Set<number>()
    for (const { name, media } of pictures) {
      if (typeof media !== 'object' || media === null) throw new Error(`${name} has no picture`)
      expect(media.mimeType).toMatch(/^image\/(png|jpeg)$/)
      expect(media.width).toBeGreaterThan(0)
      expect(media.alt).toContain(name)
      expect(media.alt).toMatch(/Logo von|Filmplakat/)
      seen.add(media.id)
    }
    // One picture each, not one shared placeholder.
    expect(seen.size).toBe(pictures.length)
  })

  it('has ≥ 40 news items, some without a picture, and FAQs with and without a type', async () => {
    expect((await payload.count({ collection: 'news' })).totalDocs).toBeGreaterThanOrEqual(40)
    expect((await payload.count({ collection: 'news', where: { media: { exists: false } } })).totalDocs).toBeGreaterThan(0)
    expect((await payload.count({ collection: 'faq-types' })).totalDocs).toBeGreaterThanOrEqual(3)
    const { docs } = await payload.find({ collection: 'faq', depth: 0, limit: 0, pagination: false })
    expect(docs.some((faq) => (faq.type_faq ?? []).length === 0)).toBe(true)
    expect(docs.some((faq) => (faq.type_faq ?? []).length > 0)).toBe(true)
    expect((await payload.count({ collection: 'references' })).totalDocs).toBeGreaterThanOrEqual(6)
  })

  it('has the five distributors, Fribourg as content item 376 with key 12, and a redirect for all packs', async () => {
    const fribourg = await payload.findByID({ collection: 'distributors', id: 376 })
    expect(fribourg.key).toBe('12')
    expect(fribourg.zip_codes_list?.split(',')).toContain('1700')
    const { docs } = await payload.find({ collection: 'distributors', limit: 0, pagination: false })
    expect(docs.map((doc) => doc.key).sort()).toEqual(['12', '16', '17', '284', '8'])
    expect(docs.some((doc) => doc.redirects?.some((redirect) => redirect.key === 'all'))).toBe(true)
    const streets = await payload.count({ collection: 'streets', where: { npa: { equals: '1700' } } })
    expect(streets.totalDocs).toBeGreaterThanOrEqual(5)
  })

  it('has current and past network events', async () => {
    const now = new Date().toISOString()
    const current = await payload.count({
      collection: 'network-events',
      where: { and: [{ start: { less_than_equal: now } }, { or: [{ end: { exists: false } }, { end: { greater_than: now } }] }] },
    })
    const past = await payload.count({ collection: 'network-events', where: { end: { less_than_equal: now } } })
    expect(current.totalDocs).toBeGreaterThan(0)
    expect(past.totalDocs).toBeGreaterThan(0)
  })

  it('is idempotent: a second seed leaves the same counts', async () => {
    const before = await counts()
    await seed(payload)
    expect(await counts()).toEqual(before)
  }, 180_000)
})

describe('the partner-area password the seed sets', () => {
  async function storedHash(): Promise<string | null> {
    return (await payload.findGlobal({ slug: 'partner-area', depth: 0, showHiddenFields: true })).passwordHash ?? null
  }
  // A database whose editors never set a partner password (the field's hook keeps the stored hash).
  const forgetPassword = () => payload.db.updateGlobal({ slug: 'partner-area', data: { passwordHash: null } })

  afterEach(async () => {
    vi.unstubAllEnvs()
    await payload.updateGlobal({ slug: 'partner-area', data: { newPassword: DEMO_PARTNER_PASSWORD } })
  })

  it('is the demo one only beside the demo admin: with an own admin password the door stays shut (401)', async () => {
    vi.stubEnv('ADMIN_PASSWORD', 'own-admin-password-2026')
    vi.stubEnv('PARTNER_PASSWORD', '')
    await forgetPassword()
    await seedPartnerArea(payload, Date.now())
    expect(await storedHash()).toBeNull()
    const response = await partnerSignIn(
      new NextRequest('http://localhost/api/partner-area/session?locale=fr', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-address': '198.51.100.60' },
        body: JSON.stringify({ password: DEMO_PARTNER_PASSWORD }),
      }),
    )
    expect(response.status).toBe(401)
    expect(((await response.json()) as { detail: string }).detail).toBe('Le mot de passe semble incorrecte')
  })

  it('is PARTNER_PASSWORD when it is set, whatever the admin password', async () => {
    vi.stubEnv('ADMIN_PASSWORD', 'own-admin-password-2026')
    vi.stubEnv('PARTNER_PASSWORD', 'own-partner-password-2026')
    await forgetPassword()
    await seedPartnerArea(payload, Date.now())
    expect(await verify((await storedHash()) ?? '', 'own-partner-password-2026')).toBe(true)
  })

  it('is the demo one with the demo admin', async () => {
    vi.stubEnv('ADMIN_PASSWORD', '')
    vi.stubEnv('PARTNER_PASSWORD', '')
    await forgetPassword()
    await seedPartnerArea(payload, Date.now())
    expect(await verify((await storedHash()) ?? '', DEMO_PARTNER_PASSWORD)).toBe(true)
  })
})
