import { describe, expect, it } from 'vitest'

import { canonicalRedirect } from './canonical'
import { pageUrls } from './page-urls'

const sme = pageUrls({ id: 554, sections: ['business'], slugs: { fr: 'pme', de: 'kmu', en: 'sme' } })
const tv = pageUrls({ id: 514, slugs: { fr: 'television', de: 'fernsehen', en: 'television' } })
const all = ['fr', 'de', 'en'] as const

describe('one url per page and locale (§2)', () => {
  it('the page at its own url stays', () => {
    expect(canonicalRedirect({ urls: sme, allowed: ['fr', 'de'], locale: 'fr', requested: '/business/pme-554' })).toBeNull()
    expect(canonicalRedirect({ urls: sme, allowed: ['fr', 'de'], locale: 'de', requested: '/de/business/kmu-554' })).toBeNull()
  })

  it('every other spelling goes to the url of the page in that locale', () => {
    for (const requested of ['/pme-554', '/xyz/pme-554', '/business/kmu-554', '/554'])
      expect(canonicalRedirect({ urls: sme, allowed: ['fr', 'de'], locale: 'fr', requested })).toBe('/business/pme-554')
    expect(canonicalRedirect({ urls: tv, allowed: all, locale: 'de', requested: '/de/television-514' })).toBe('/de/fernsehen-514')
    expect(canonicalRedirect({ urls: tv, allowed: all, locale: 'en', requested: '/en/fernsehen-514' })).toBe('/en/television-514')
  })

  it('a locale the site or the audience leaves out goes to the French page, through /fr so that the locale cookie follows', () => {
    expect(canonicalRedirect({ urls: sme, allowed: ['fr', 'de'], locale: 'en', requested: '/en/business/sme-554' })).toBe(
      '/fr/business/pme-554',
    )
    expect(canonicalRedirect({ urls: { fr: '/', de: '/de', en: '/en' }, allowed: ['fr', 'de'], locale: 'en' })).toBe('/fr')
    expect(
      canonicalRedirect({ urls: { fr: '/business', de: '/de/business', en: '/en/business' }, allowed: ['fr', 'de'], locale: 'en' }),
    ).toBe('/fr/business')
  })

  it('a locale the page has no url in goes to the French page', () => {
    expect(canonicalRedirect({ urls: { fr: tv.fr }, allowed: all, locale: 'de', requested: '/de/television-514' })).toBe(
      '/fr/television-514',
    )
  })

  it('a fixed route in an allowed locale stays', () => {
    expect(canonicalRedirect({ urls: { fr: '/recherche', de: '/de/recherche' }, allowed: all, locale: 'de' })).toBeNull()
  })
})
