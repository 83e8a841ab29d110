import { describe, expect, it } from 'vitest'

import {
  contactDistributorFor,
  distributorForOrder,
  findDistributorForNpa,
  findRedirect,
  npaMatchesDistributor,
  orderRedirect,
  siteServesLocality,
  zipCodesOf,
} from './distributor-rules'
import { distributor } from './test-fixtures'

describe('§5 postal code ↔ distributor', () => {
  it("A postal code matches a distributor when it appears in that distributor's comma-separated list with whitespace removed.", () => {
    const d = distributor({ zip_codes: { zip_codes_list: ' 1933 ,\n1934,\t1936 ' } })
    expect(npaMatchesDistributor('1933', d)).toBe(true)
    expect(npaMatchesDistributor('1936', d)).toBe(true)
    expect(npaMatchesDistributor('1937', d)).toBe(false)
  })

  it('removes whitespace inside a code too, and never matches part of a code', () => {
    const d = distributor({ zip_codes: { zip_codes_list: '19 33,19330' } })
    expect(zipCodesOf('19 33,19330')).toEqual(['1933', '19330'])
    expect(npaMatchesDistributor('1933', d)).toBe(true)
    expect(npaMatchesDistributor('193', d)).toBe(false)
    expect(npaMatchesDistributor('1930', d)).toBe(false)
  })

  it('ignores empty entries and never matches an empty postal code', () => {
    const d = distributor({ zip_codes: { zip_codes_list: '1933,,1934,' } })
    expect(zipCodesOf('1933,,1934,')).toEqual(['1933', '1934'])
    expect(npaMatchesDistributor('', d)).toBe(false)
    expect(npaMatchesDistributor('  ', d)).toBe(false)
    expect(npaMatchesDistributor(' 1934 ', d)).toBe(true)
  })

  it('matches nothing when the distributor has no list', () => {
    expect(npaMatchesDistributor('1933', distributor({ zip_codes: null }))).toBe(false)
    expect(npaMatchesDistributor('1933', distributor({ zip_codes: {} }))).toBe(false)
    expect(npaMatchesDistributor('1933', distributor({ zip_codes: { zip_codes_list: '' } }))).toBe(false)
  })

  it('finds the first distributor whose list holds the postal code', () => {
    const entremont = distributor({ key: 'entremont', zip_codes: { zip_codes_list: '1933,1934' } })
    const seic = distributor({ key: 'seic', zip_codes: { zip_codes_list: '1904, 1922' } })
    const duplicate = distributor({ key: 'dup', zip_codes: { zip_codes_list: '1922' } })
    expect(findDistributorForNpa('1922', [entremont, seic, duplicate])).toBe(seic)
    expect(findDistributorForNpa('1700', [entremont, seic])).toBeNull()
    expect(findDistributorForNpa('1933', [])).toBeNull()
  })
})

describe('redirect matching', () => {
  const target = 'https://local.example'

  it("matches a redirect keyed by the chosen pack or by 'all'", () => {
    expect(findRedirect(distributor({ redirects: [{ key: 'tv', target }] }), 'tv')).toEqual({ key: 'tv', target })
    expect(findRedirect(distributor({ redirects: [{ key: 'all', target }] }), 'internet')).toEqual({
      key: 'all',
      target,
    })
    expect(findRedirect(distributor({ redirects: [{ key: 'tv', target }] }), 'internet')).toBeNull()
  })

  it("prefers the pack's own redirect over 'all'", () => {
    const d = distributor({
      redirects: [
        { key: 'all', target: 'https://all.example' },
        { key: 'tv', target: 'https://tv.example' },
      ],
    })
    expect(findRedirect(d, 'tv')?.target).toBe('https://tv.example')
  })

  it("with no pack chosen only 'all' matches, and no redirects means no match", () => {
    expect(findRedirect(distributor({ redirects: [{ key: '', target }] }), '')).toBeNull()
    expect(findRedirect(distributor({ redirects: [{ key: 'all', target }] }), null)?.key).toBe('all')
    expect(findRedirect(distributor({ redirects: null }), 'tv')).toBeNull()
    expect(findRedirect(distributor({ redirects: undefined }), 'tv')).toBeNull()
  })
})

const VOE = distributor({ id: 372, zip_codes: { zip_codes_list: '1896' }, redirects: [{ key: 'all', target: 'https://www.voe.ch' }] })
const FRIBOURG = distributor({ id: 376, zip_codes: { zip_codes_list: '1700' }, redirects: [{ key: 'all', target: 'https://x.example' }] })

describe('distributor of an order', () => {
  it('main and Entremont sites: by postal-code list, with its redirects', () => {
    expect(distributorForOrder(1, '1896', [VOE, FRIBOURG])?.id).toBe(372)
    expect(orderRedirect(1, VOE, 'tv')?.target).toBe('https://www.voe.ch')
    expect(distributorForOrder(2, '8000', [VOE, FRIBOURG])).toBeNull()
  })

  it('Fribourg site: item 376 for the Fribourg region only, and no redirect', () => {
    const fribourg = distributorForOrder(3, '1630', [VOE, FRIBOURG])
    expect(fribourg?.id).toBe(376)
    expect(fribourg?.redirects).toEqual([])
    expect(orderRedirect(3, FRIBOURG, 'tv')).toBeNull()
    expect(distributorForOrder(3, '1896', [VOE, FRIBOURG])).toBeNull()
  })

  it('Fribourg site: 1617 only for its Fribourg localities', () => {
    expect(siteServesLocality(3, '1617', 'Remaufens')).toBe(true)
    expect(siteServesLocality(3, '1617', 'Attalens')).toBe(false)
    expect(siteServesLocality(1, '1617', 'Attalens')).toBe(true)
  })
})

describe('§9 contact routing: the contact lists keyed 284, 8, 16, 17, 12', () => {
  const operators = [
    distributor({ id: 371, key: '284', email: 'info@teleentremont.ch' }),
    distributor({ id: 372, key: '8', email: 'info@voe.ch' }),
    distributor({ id: 373, key: '16', email: 'info@seic.ch' }),
    distributor({ id: 374, key: '17', email: 'info@sinergy.ch' }),
    distributor({ id: 376, key: '12', email: 'info@netplus-fribourg.ch' }),
  ]

  it.each([
    ['1934', 'info@teleentremont.ch'],
    ['1896', 'info@voe.ch'],
    ['1904', 'info@seic.ch'],
    ['1920', 'info@sinergy.ch'],
    ['1700', 'info@netplus-fribourg.ch'],
  ])('%s goes to %s', (npa, email) => {
    expect(contactDistributorFor(npa, operators)?.email).toBe(email)
  })

  it('a postal code of no list, or a distributor without e-mail, goes to no distributor', () => {
    expect(contactDistributorFor('8001', operators)).toBeNull()
    expect(contactDistributorFor('1896', [distributor({ key: '8', email: '' })])).toBeNull()
  })
})
