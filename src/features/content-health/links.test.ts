import { describe, expect, it } from 'vitest'

import { linkIndex, linkRows, linkTarget, screenPaths } from './links'
import type { LinkCheck } from './model'
import { page, tree } from './test-fixtures'

const none = new Map<string, LinkCheck>()
const anyPage = (ids: number[]) => ids[0]

describe('link targets', () => {
  const screens = screenPaths([page(3101, {}, { screen: 'order' })])

  it('a page by the id its last segment ends with, in the locale of its prefix', () => {
    expect(linkTarget('/offres-combinees-477', 1, screens, anyPage)).toEqual({
      kind: 'document',
      collection: 'pages',
      id: 477,
      locale: 'fr',
    })
    expect(linkTarget('/de/business/kombi-575?pack=basic#tv', 1, screens, anyPage)).toEqual({
      kind: 'document',
      collection: 'pages',
      id: 575,
      locale: 'de',
    })
  })

  it("a screen by its route, the home by the locale's root, a news item by its detail route", () => {
    expect(linkTarget('/de/bestellung', 1, screens, anyPage)).toEqual({ kind: 'document', collection: 'pages', id: 3101, locale: 'de' })
    expect(linkTarget('/en', 2, screens, anyPage)).toEqual({ kind: 'document', collection: 'pages', id: 2735, locale: 'en' })
    expect(linkTarget('/actualites/la-fibre-arrive-12', 1, screens, anyPage)).toEqual({
      kind: 'document',
      collection: 'news',
      id: 12,
      locale: 'fr',
    })
  })

  it('external addresses apart; mail, phone, anchors and routes that are no document are not judged', () => {
    expect(linkTarget(' https://moncompte.netplus.ch ', 1, screens, anyPage)).toEqual({
      kind: 'external',
      url: 'https://moncompte.netplus.ch',
    })
    for (const url of [
      'mailto:info@netplus.ch',
      'tel:+41277216000',
      '#offres',
      '/commande/suivi',
      '//cdn.example.ch/x',
      '/media/image/a.jpg',
    ]) {
      expect(linkTarget(url, 1, screens, anyPage)).toEqual({ kind: 'other' })
    }
  })
})

describe('link rows', () => {
  const target = page(20)
  const linking = (url: string, locale: 'fr' | 'de' | 'en' = 'de') =>
    page(10, { links: [{ path: 'blocs.1.contents.0.link.url', locale, url }] })

  it('a link to a published page of the site with a url in its locale is fine', () => {
    expect(linkRows(linking('/de/seite-20'), linkIndex([target], none))).toEqual([])
  })

  it('to a deleted page, an unpublished one, one of another site, one without a url in that locale', () => {
    const rowsWith = (docs: ReturnType<typeof page>[], url = '/de/seite-20') =>
      linkRows(linking(url), linkIndex(docs, none)).map((row) => [row.kind, row.locale, row.field, row.params.reason])
    expect(rowsWith([])).toEqual([['link-deleted', 'de', 'blocs.1.contents.0.link.url', null]])
    expect(rowsWith([{ ...target, published: false }])).toEqual([['link-unpublished', 'de', 'blocs.1.contents.0.link.url', 'draft']])
    expect(rowsWith([{ ...target, sites: [2] }])).toEqual([['link-unpublished', 'de', 'blocs.1.contents.0.link.url', 'site']])
    const noGerman = page(20, {}, { slugs: { fr: 'page-20' } })
    expect(rowsWith([noGerman])).toEqual([['link-no-url', 'de', 'blocs.1.contents.0.link.url', null]])
  })

  it('only for the locales the linking document is read in, and never from an unpublished one', () => {
    const doc = page(10, { locales: { 1: ['fr'] }, links: [{ path: 'link.url', locale: 'de', url: '/de/x-99' }] })
    expect(linkRows(doc, linkIndex([], none))).toEqual([])
    expect(linkRows({ ...linking('/de/x-99'), published: false }, linkIndex([], none))).toEqual([])
  })

  it('an external link that answered an error or nothing when last checked, with the time of the check', () => {
    const checks = new Map<string, LinkCheck>([
      ['https://gone.example.ch/', { status: 404, problem: null, checkedAt: '2026-11-27T08:00:00.000Z' }],
      ['https://slow.example.ch/', { status: null, problem: 'timeout', checkedAt: '2026-11-27T08:00:01.000Z' }],
      ['https://fine.example.ch/', { status: 200, problem: null, checkedAt: '2026-11-27T08:00:02.000Z' }],
      ['http://10.0.0.1/', { status: null, problem: 'not-allowed', checkedAt: '2026-11-27T08:00:03.000Z' }],
    ])
    const doc = tree(3, [
      'https://gone.example.ch/',
      'https://slow.example.ch/',
      'https://fine.example.ch/',
      'http://10.0.0.1/',
      'https://new.example.ch/',
    ])
    expect(linkRows(doc, linkIndex([], checks)).map((row) => [row.kind, row.field, row.at, row.params.status, row.params.problem])).toEqual(
      [
        ['link-broken', 'items.0.link.url', '2026-11-27T08:00:00.000Z', 404, null],
        ['link-broken', 'items.1.link.url', '2026-11-27T08:00:01.000Z', null, 'timeout'],
      ],
    )
  })

  it('a page reference (a solution card) to a page that is gone is one row; to one without a url, one per locale', () => {
    const doc = page(10, { pageRefs: [{ path: 'blocs.0.solutions', id: 20 }] })
    expect(linkRows(doc, linkIndex([], none)).map((row) => [row.kind, row.locale])).toEqual([['link-deleted', null]])
    const frenchOnly = page(20, {}, { slugs: { fr: 'page-20' } })
    expect(linkRows(doc, linkIndex([frenchOnly], none)).map((row) => [row.kind, row.locale])).toEqual([
      ['link-no-url', 'de'],
      ['link-no-url', 'en'],
    ])
  })
})
