import { describe, expect, it } from 'vitest'

import { BadRequestError, hydra, parseContentQuery } from './query'

const parse = (query: string, limit?: Parameters<typeof parseContentQuery>[1]) =>
  parseContentQuery(new URLSearchParams(query), limit)

describe('content API query (§7)', () => {
  it('all requests pass the locale and site, fr and 1 by default', () => {
    expect(parse('')).toMatchObject({ locale: 'fr', site: 1, status: 2, embed: [], orderByDirection: 'ASC' })
    expect(parse('locale=de&site=3')).toMatchObject({ locale: 'de', site: 3 })
  })

  it('reads the optional params embed, type, count, categories_filters, types, q and ordering', () => {
    expect(
      parse('embed=headers,blocs&type=faq&count=20&categories_filters=399, 405&types=contents,pages&q=%20fibre%20&orderByProperty=position&orderByDirection=desc'),
    ).toMatchObject({
      embed: ['headers', 'blocs'],
      type: 'faq',
      count: 20,
      categoriesFilters: [399, 405],
      types: ['contents', 'pages'],
      q: 'fibre',
      orderByProperty: 'position',
      orderByDirection: 'DESC',
    })
  })

  it.each([
    ['count=abc', /count/],
    ['count=-1', /count/],
    ['count=0', /between 1 and/],
    ['locale=it', /locale/],
    ['site=4', /site/],
    ['status=1', /status/],
    ['type=<script>', /type/],
    ['categories_filters=399,abc', /categories_filters/],
    ['orderByDirection=sideways', /orderByDirection/],
    [`q=${'x'.repeat(201)}`, /q/],
  ])('bad input %s is a 400 with a clear message', (query, message) => {
    expect(() => parse(query)).toThrow(BadRequestError)
    expect(() => parse(query)).toThrow(message)
  })

  it('a count over the limit of its call is refused (pages 150, channels 400, distributors 100)', () => {
    expect(parse('count=150', 'pages').count).toBe(150)
    expect(() => parse('count=151', 'pages')).toThrow(/between 1 and 150/)
    expect(parse('count=400', 'channels').count).toBe(400)
    expect(() => parse('count=101', 'distributors')).toThrow(/between 1 and 100/)
  })

  it('collections answer hydra:member and hydra:totalItems', () => {
    expect(hydra([{ id: 1 }], 7)).toEqual({ 'hydra:member': [{ id: 1 }], 'hydra:totalItems': 7 })
  })
})
