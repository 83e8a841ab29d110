import { describe, expect, it } from 'vitest'

import { dateRows } from './dates'
import type { ContentDoc } from './model'
import { page } from './test-fixtures'

const NOW = Date.parse('2026-11-28T10:00:00.000Z')
const DAY = 24 * 60 * 60 * 1000
const iso = (offset: number) => new Date(NOW + offset).toISOString()

function offer(slug: string, validUntil: string | null, overrides: Partial<ContentDoc> = {}): ContentDoc {
  return {
    ...page(100),
    collection: 'products',
    page: undefined,
    product: { slug, promotion: validUntil ? { price: 49.9, validUntil } : null },
    ...overrides,
  }
}

const kinds = (rows: ReturnType<typeof dateRows>) => rows.map((row) => [row.kind, row.field, row.at])

describe('date rows', () => {
  it("a promotion whose end passed while its offer is published; one ending within a week; later ones and unpublished offers don't count", () => {
    expect(kinds(dateRows(offer('duo', iso(-DAY)), [], NOW))).toEqual([['ended', 'promotion.validUntil', iso(-DAY)]])
    expect(kinds(dateRows(offer('duo', iso(6 * DAY)), [], NOW))).toEqual([['ends-soon', 'promotion.validUntil', iso(6 * DAY)]])
    expect(dateRows(offer('duo', iso(8 * DAY)), [], NOW)).toEqual([])
    expect(dateRows(offer('duo', iso(-DAY), { published: false }), [], NOW)).toEqual([])
  })

  it('news: an end that passed or comes within a week, a date within the coming week', () => {
    const news = (dateFrom: string | null, dateTo: string | null): ContentDoc => ({
      ...page(7),
      collection: 'news',
      page: undefined,
      news: { dateFrom, dateTo },
    })
    expect(kinds(dateRows(news(iso(-10 * DAY), iso(-1)), [], NOW))).toEqual([['ended', 'dateTo', iso(-1)]])
    expect(kinds(dateRows(news(iso(2 * DAY), iso(30 * DAY)), [], NOW))).toEqual([['starts-soon', 'dateFrom', iso(2 * DAY)]])
    expect(kinds(dateRows(news(iso(-DAY), null), [], NOW))).toEqual([])
  })

  it('a shown hero cell quoting a promotion of the offer the site sells: ended, ending soon, or already gone', () => {
    const home = page(
      644,
      {},
      {
        heroCells: [
          { path: 'headers.0', hidden: false, quotedPromotions: ['duo'] },
          { path: 'headers.1', hidden: true, quotedPromotions: ['duo'] },
          { path: 'headers.2', hidden: false, quotedPromotions: ['trio', 'duo'] },
          { path: 'headers.3', hidden: false, quotedPromotions: ['gone'] },
        ],
      },
    )
    const products = [offer('duo', iso(-DAY)), offer('trio', iso(3 * DAY)), offer('duo', iso(30 * DAY), { sites: [2] })]
    expect(dateRows(home, products, NOW).map((row) => [row.kind, row.field, row.params.offer])).toEqual([
      ['ended', 'headers.0', 'duo'],
      ['ended', 'headers.2', 'duo'],
      ['ended', 'headers.3', 'gone'],
    ])
    const later = [offer('duo', iso(3 * DAY)), offer('trio', iso(30 * DAY)), offer('gone', iso(30 * DAY))]
    expect(dateRows(home, later, NOW).map((row) => [row.kind, row.field])).toEqual([
      ['ends-soon', 'headers.0'],
      ['ends-soon', 'headers.2'],
    ])
  })
})
