import { describe, expect, it } from 'vitest'

import type { Media } from '@/cms/payload-types'
import { initialListStore, listStoreReducer } from '@/lib/list-store'

import {
  REFERENCES_PER_PAGE,
  referenceCard,
  referencePage,
  referencesPagePath,
  referencesQuery,
  type ReferenceCard,
} from './reference-cards'
import { referencePicture } from './reference-detail'
import { referenceUrl, referenceUrls } from './reference-url'

const member = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  '@type': 'reference',
  title: `Project ${id}`,
  client: `Client ${id}`,
  sector: 'Santé',
  short_url: `/business/references/client-${id}`,
  description: 'Redundant links.',
  logo: { formats: { base: { url: `/media/image/default/base/logo-${id}.png`, width: 600, height: 240 } } },
  ...extra,
})

describe('referenceUrl', () => {
  it('is the §2 detail route: French unprefixed, de and en prefixed', () => {
    expect(referenceUrl('hopital-du-valais', 'fr')).toBe('/business/references/hopital-du-valais')
    expect(referenceUrl('hopital-du-valais', 'de')).toBe('/de/business/references/hopital-du-valais')
    expect(referenceUrl('hopital-du-valais', 'en')).toBe('/en/business/references/hopital-du-valais')
  })

  it('keeps a slug with a reserved character inside its segment', () => {
    expect(referenceUrl('a/b?c', 'fr')).toBe('/business/references/a%2Fb%3Fc')
  })

  it('lists the URL in each language of the site only', () => {
    expect(referenceUrls('cremo', ['fr', 'de'])).toEqual({ fr: '/business/references/cremo', de: '/de/business/references/cremo' })
  })
})

describe('referencePage', () => {
  it('maps a hydra answer to a store page with the source counts', () => {
    const page = referencePage({
      'hydra:member': [member(1), member(2)],
      'hydra:totalItems': 7,
      'hydra:view': { 'hydra:next': '/api/contents?type=references&page=2' },
    })
    expect(page.totalCount).toBe(7)
    expect(page.count).toBe(2)
    expect(page.next).toBe('/api/contents?type=references&page=2')
    expect(page.items[0]).toEqual({
      id: 1,
      href: '/business/references/client-1',
      title: 'Project 1',
      client: 'Client 1',
      sector: 'Santé',
      description: 'Redundant links.',
      logo: { src: '/media/image/default/base/logo-1.png', width: 600, height: 240 },
    })
  })

  it('leaves out members that cannot be linked or named, but counts them', () => {
    const page = referencePage({
      'hydra:member': [member(1, { short_url: null }), member(2, { client: ' ' }), member(3), 'junk'],
      'hydra:totalItems': 4,
    })
    expect(page.items.map((card) => card.id)).toEqual([3])
    expect(page.count).toBe(4)
    expect(page.next).toBeNull()
  })

  it('reads a broken answer as an empty last page', () => {
    expect(referencePage(null)).toEqual({ items: [], next: null, totalCount: 0, count: 0 })
    expect(referencePage({ 'hydra:member': [member(1)], 'hydra:totalItems': -3 }).totalCount).toBe(1)
  })

  it('keeps a card without logo or sector', () => {
    expect(referenceCard(member(5, { logo: null, sector: null }))).toMatchObject({ logo: null, sector: null })
    expect(referenceCard(member(5, { logo: { formats: {} } }))?.logo).toBeNull()
  })

  it('feeds the §4 store: the total is set once, then reduced by each page loaded', () => {
    const first = referencePage({
      'hydra:member': [1, 2, 3, 4, 5, 6].map((id) => member(id)),
      'hydra:totalItems': 7,
      'hydra:view': { 'hydra:next': '/next' },
    })
    const second = referencePage({ 'hydra:member': [member(7)], 'hydra:totalItems': 7, 'hydra:view': { 'hydra:next': null } })
    const afterFirst = listStoreReducer(initialListStore<ReferenceCard>(), { type: 'fetch/success', page: first })
    expect(afterFirst).toMatchObject({ total: 1, next: '/next', fetching: false })
    const afterSecond = listStoreReducer(afterFirst, { type: 'fetch/success', page: second })
    expect(afterSecond.list.map((card) => card.id)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(afterSecond).toMatchObject({ total: 0, next: null })
  })
})

describe('referencesQuery', () => {
  it('asks the §7 call for the site and locale, one page of cards', () => {
    expect(Object.fromEntries(referencesQuery(2, 'de'))).toEqual({
      type: 'references',
      site: '2',
      locale: 'de',
      count: String(REFERENCES_PER_PAGE),
    })
  })

  it('links a further page as the call’s own hydra:next does', () => {
    expect(referencesPagePath(2, 'de', 3)).toBe(`/api/contents?type=references&site=2&locale=de&count=${REFERENCES_PER_PAGE}&page=3`)
  })
})

describe('referencePicture', () => {
  const media = {
    id: 1,
    url: '/cms-api/media/file/office.jpg',
    width: 1200,
    height: 800,
    alt: 'Équipe',
    updatedAt: '',
    createdAt: '',
  } as Media

  it('prefers the §9 banner size', () => {
    const withBanner = { ...media, sizes: { banner: { url: '/cms-api/media/file/office-688x392.webp', width: 688, height: 392 } } } as Media
    expect(referencePicture(withBanner)).toEqual({ src: '/cms-api/media/file/office-688x392.webp', width: 688, height: 392, alt: 'Équipe' })
  })

  it('falls back to the upload, and to nothing when the relation is not populated', () => {
    expect(referencePicture(media)).toEqual({ src: '/cms-api/media/file/office.jpg', width: 1200, height: 800, alt: 'Équipe' })
    expect(referencePicture(7)).toBeNull()
    expect(referencePicture(null)).toBeNull()
  })
})
