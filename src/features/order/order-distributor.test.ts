import { describe, expect, it } from 'vitest'

import { distributorForOrder, orderRedirect, siteServesLocality } from './order-distributor'
import { distributor } from './test-fixtures'

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
