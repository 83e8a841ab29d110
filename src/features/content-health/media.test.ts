import { describe, expect, it } from 'vitest'

import { mediaRows } from './media'
import type { MediaDoc } from './model'
import { page } from './test-fixtures'

const image = (id: number, alt: MediaDoc['alt'], filesize = 200_000): MediaDoc => ({
  id,
  title: `Image ${id}`,
  isImage: true,
  filesize,
  alt,
})

describe('media rows', () => {
  it('an image of a published page without an alternative text in a locale that page is read in, naming the pages', () => {
    const docs = [
      page(1, { media: [{ path: 'headers.0.embed', id: 5 }] }),
      page(2, { media: [{ path: 'seo.image', id: 5 }], locales: { 1: ['fr', 'de'] } }),
      page(3, { media: [{ path: 'images', id: 5 }], published: false }),
    ]
    const rows = mediaRows(docs, [image(5, { fr: true, de: false, en: false })], 1_000_000)
    expect(rows.map((row) => [row.kind, row.collection, row.document, row.locale, row.field, row.params.pages])).toEqual([
      ['missing-alt', 'media', 5, 'de', 'alt', ['Page 1', 'Page 2']],
      ['missing-alt', 'media', 5, 'en', 'alt', ['Page 1']],
    ])
  })

  it('a file larger than the setting, once per site using it; documents need no alternative text', () => {
    const docs = [page(1, { sites: [1, 2], locales: { 1: ['fr'], 2: ['fr'] }, media: [{ path: 'documents', id: 8 }] })]
    const pdf: MediaDoc = { id: 8, title: 'Tarifs', isImage: false, filesize: 3_000_000, alt: {} }
    expect(mediaRows(docs, [pdf], 1_000_000).map((row) => [row.kind, row.site, row.params.size, row.params.limit])).toEqual([
      ['large-file', 1, 3_000_000, 1_000_000],
      ['large-file', 2, 3_000_000, 1_000_000],
    ])
    expect(mediaRows(docs, [pdf], 5_000_000)).toEqual([])
  })
})
