import { describe, expect, it } from 'vitest'

import { page, tree } from './test-fixtures'
import { entityOf, translationRows } from './translations'

describe('translation rows', () => {
  it('a healthy page has none', () => {
    expect(translationRows(page(1))).toEqual([])
  })

  it('a text French has and German lacks is one row per part of the document, in that locale, at its first field', () => {
    const doc = page(477, {
      texts: [
        { path: 'title', has: { fr: true, de: true, en: true } },
        { path: 'blocs.2.title', has: { fr: true, de: false, en: true } },
        { path: 'blocs.2.text', has: { fr: true, de: false, en: true } },
        { path: 'blocs.3.title', has: { fr: false, de: false, en: false } },
        { path: 'subtitle', has: { fr: true, de: false, en: true } },
      ],
    })
    const rows = translationRows(doc)
    expect(rows.map((row) => [row.kind, row.locale, row.field, row.params.entity, row.params.fields])).toEqual([
      ['missing-translation', 'de', 'blocs.2.title', 'blocs.2', ['blocs.2.title', 'blocs.2.text']],
      ['missing-translation', 'de', 'subtitle', '', ['subtitle']],
    ])
    expect(rows.map((row) => row.site)).toEqual([1, 1])
    expect(rows.every((row) => row.category === 'translations' && row.document === 477)).toBe(true)
  })

  it('only in the locales its visitors read it in on each site, and never for an unpublished document', () => {
    const doc = page(5, {
      sites: [1, 3],
      locales: { 1: ['fr', 'de'], 3: ['fr', 'de'] },
      texts: [{ path: 'title', has: { fr: true, de: true, en: false } }],
    })
    expect(translationRows(doc)).toEqual([])
    const german = { ...doc, texts: [{ path: 'title', has: { fr: true, de: false } }] }
    expect(translationRows(german).map((row) => row.site)).toEqual([1, 3])
    expect(translationRows({ ...german, published: false })).toEqual([])
  })

  it('a translation last changed before the French text it was made from is stale; one changed after is not', () => {
    const doc = page(9, { textSavedAt: { fr: '2026-11-05T10:00:00.000Z', de: '2026-11-02T10:00:00.000Z', en: '2026-11-06T10:00:00.000Z' } })
    const rows = translationRows(doc)
    expect(rows.map((row) => [row.kind, row.locale, row.at])).toEqual([['stale-translation', 'de', '2026-11-05T10:00:00.000Z']])
    expect(rows[0]?.params).toEqual({ savedAt: '2026-11-02T10:00:00.000Z', sourceSavedAt: '2026-11-05T10:00:00.000Z' })
  })

  it('a navigation entry is the innermost item holding the text', () => {
    expect(entityOf('navigation', 'items.1.children.0.link.label')).toBe('items.1.children.0')
    expect(entityOf('navigation', 'items.4.title')).toBe('items.4')
    expect(entityOf('pages', 'blocs.2.contents.0.products.1.name')).toBe('blocs.2')
    expect(entityOf('pages', 'seo.title')).toBe('')
    const nav = { ...tree(3, []), texts: [{ path: 'items.0.children.1.grandchildren.2.title', has: { fr: true, de: false, en: true } }] }
    expect(translationRows(nav).map((row) => row.params.entity)).toEqual(['items.0.children.1.grandchildren.2'])
  })
})
