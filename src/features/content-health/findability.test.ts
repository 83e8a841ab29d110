import { describe, expect, it } from 'vitest'

import { findabilityRows, TITLE_MAX } from './findability'
import { linkIndex } from './links'
import type { ContentDoc } from './model'
import { page, tree } from './test-fixtures'

const rowsOf = (docs: ContentDoc[]) =>
  findabilityRows(docs, linkIndex(docs, new Map()), [1]).map((row) => [row.kind, row.document, row.locale, row.field])

describe('findability rows', () => {
  it('a published page no tree, other page or news links to is found by nobody; the home and the error page need no link', () => {
    expect(rowsOf([page(644), page(702), page(30)])).toEqual([['orphan-page', 30, null, null]])
    expect(rowsOf([page(644), page(30), tree(1, ['/de/seite-30'])])).toEqual([])
    expect(rowsOf([page(644, { links: [{ path: 'text_1', locale: 'fr', url: '/page-30' }] }), page(30)])).toEqual([])
  })

  it("a page's link to itself, and links from unpublished documents or other sites' trees, do not count", () => {
    expect(rowsOf([page(30, { links: [{ path: 'text_1', locale: 'fr', url: '/page-30' }] })])).toEqual([['orphan-page', 30, null, null]])
    expect(rowsOf([page(30), { ...tree(1, ['/page-30']), published: false }])).toEqual([['orphan-page', 30, null, null]])
    expect(rowsOf([page(30), tree(2, ['/page-30'], 2)])).toEqual([['orphan-page', 30, null, null]])
  })

  it('the satisfaction survey and the editors’ sign-in are reached by the frame and by their address', () => {
    expect(rowsOf([page(3108, {}, { screen: 'satisfaction' }), page(3105, {}, { screen: 'editor' })])).toEqual([])
  })

  it('per locale: no meta description of its own, a title longer than search results show', () => {
    const long = 'x'.repeat(TITLE_MAX + 1)
    const doc = page(
      644,
      {},
      { seoDescriptions: { fr: 'Description' }, titles: { fr: 'Accueil', de: long, en: 'Home' }, seoTitles: { en: long } },
    )
    expect(rowsOf([doc])).toEqual([
      ['missing-description', 644, 'de', 'seo.description'],
      ['long-title', 644, 'de', 'title'],
      ['missing-description', 644, 'en', 'seo.description'],
      ['long-title', 644, 'en', 'seo.title'],
    ])
  })
})
