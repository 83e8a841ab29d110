import { describe, expect, it } from 'vitest'

import { BadRequestError } from '@/lib/api/problem'

import { hydra, hydraPage, parseContentQuery, sortOf, type SortSpec } from './query'

const parse = (query: string, limit?: Parameters<typeof parseContentQuery>[1]) => parseContentQuery(new URLSearchParams(query), limit)

describe('content API query (§7)', () => {
  it('all requests pass the locale and site, fr and 1 by default', () => {
    expect(parse('')).toMatchObject({ locale: 'fr', site: 1, status: 2, embed: [], orderByDirection: undefined, page: 1, idIn: undefined })
    expect(parse('locale=de&site=3')).toMatchObject({ locale: 'de', site: 3 })
  })

  it('reads the optional params embed, type, count, categories_filters, types, q and ordering', () => {
    expect(
      parse(
        'embed=headers,blocs&type=faq&count=20&categories_filters=399, 405&types=contents,pages&q=%20fibre%20&orderByProperty=position&orderByDirection=desc',
      ),
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
    ['page=0', /page/],
    ['page=abc', /page/],
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

  it('a paginated collection links its next page', () => {
    expect(hydraPage([], 30, '/api/contents?type=news&page=2')).toMatchObject({
      'hydra:view': { 'hydra:next': '/api/contents?type=news&page=2' },
    })
  })
})

describe('controls_filters (§7 contact-distributor filter: AND of aio:id IN)', () => {
  const filter = (index: number, value: string, property = 'aio:id', operator = 'IN') =>
    `controls_filters[${index}][property]=${property}&controls_filters[${index}][operator]=${operator}&controls_filters[${index}][value]=${value}`

  it('one filter allows its ids; several filters allow the ids they share', () => {
    expect(parse(filter(0, '376,12')).idIn).toEqual([376, 12])
    expect(parse(`${filter(0, '376,12')}&${filter(1, '12,8')}`).idIn).toEqual([12])
    expect(parse(filter(0, '376', 'aio:id', 'in')).idIn).toEqual([376])
  })

  it.each([
    [filter(0, '376', 'name'), /aio:id/],
    [filter(0, '376', 'aio:id', 'EQ'), /IN/],
    [filter(0, 'abc'), /value/],
    ['controls_filters=376', /must look like/],
  ])('%s is refused', (query, message) => {
    expect(() => parse(query)).toThrow(BadRequestError)
    expect(() => parse(query)).toThrow(message)
  })
})

describe('sortOf: whitelisted ordering per call', () => {
  const sellers: SortSpec = { properties: { position: 'position', name: 'name' }, default: { property: 'position', direction: 'DESC' } }
  const sort = (query: string) => sortOf(parse(query), sellers, 'type sellers')

  it('keeps the call default, applies a direction alone to the default property, and a property ASC unless told', () => {
    expect(sort('')).toBe('-position')
    expect(sort('orderByDirection=asc')).toBe('position')
    expect(sort('orderByProperty=name')).toBe('name')
    expect(sort('orderByProperty=name&orderByDirection=DESC')).toBe('-name')
  })

  it('an unknown property is a 400 naming the allowed ones', () => {
    expect(() => sort('orderByProperty=email')).toThrow(/position, name for type sellers/)
  })
})
