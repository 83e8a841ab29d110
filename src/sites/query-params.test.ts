import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { queryObject } from '@/lib/api/query'

import { localeOfQuery, parseQuery, siteAndLocaleQuery, siteOfQuery } from './query-params'

describe('public API query rules (§7)', () => {
  it('blank parameters are absent', () => {
    expect(queryObject(new URLSearchParams('plz=1700&str=&hnr=%20'))).toEqual({ plz: '1700' })
  })

  it('locale fr and site 1 when absent or blank', () => {
    expect(parseQuery(z.object(siteAndLocaleQuery), new URLSearchParams('locale=&site='))).toEqual({ locale: 'fr', site: 1 })
    expect(parseQuery(z.object(siteAndLocaleQuery), new URLSearchParams('locale=de&site=3'))).toEqual({ locale: 'de', site: 3 })
  })

  it.each([
    ['site=0', 'site', "Parameter 'site' must be one of 1, 2, 3."],
    ['site=01', 'site', "Parameter 'site' must be one of 1, 2, 3."],
    ['locale=it', 'locale', "Parameter 'locale' must be one of fr, de, en."],
  ])('%s → 400 naming the parameter', (query, field, message) => {
    expect(() => parseQuery(z.object(siteAndLocaleQuery), new URLSearchParams(query))).toThrow(
      expect.objectContaining({ status: 400, field, message }),
    )
  })

  it('the edge’s rule: a named site or none (the host decides then); French unless a served locale is named (§9 fallback)', () => {
    expect(siteOfQuery(new URLSearchParams(''))).toBeNull()
    expect(siteOfQuery(new URLSearchParams('site=%20'))).toBeNull()
    expect(siteOfQuery(new URLSearchParams('site=3'))).toBe(3)
    expect(() => siteOfQuery(new URLSearchParams('site=4'))).toThrow(expect.objectContaining({ status: 400, field: 'site' }))
    expect(localeOfQuery(new URLSearchParams(''))).toBe('fr')
    expect(localeOfQuery(new URLSearchParams('locale=en'))).toBe('en')
    expect(localeOfQuery(new URLSearchParams('locale=it'))).toBe('fr')
  })
})
