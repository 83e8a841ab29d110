import { describe, expect, it } from 'vitest'

import { keepingPlace, languageLinks } from './language-switcher'

const urls = { fr: '/offres-combinees-477', de: '/de/kombiangebote-477', en: '/en/combo-offers-477' }

describe('language switcher (§2)', () => {
  it('lists the other locales with the page url in each', () => {
    expect(languageLinks({ site: 1, audience: 'private', current: 'fr', pageId: 477, urls })).toEqual([
      { locale: 'de', href: '/de/kombiangebote-477' },
      { locale: 'en', href: '/en/combo-offers-477' },
    ])
  })

  it('for content ids 644, 2735 and 2740 (home pages) it links to the locale root', () => {
    expect(languageLinks({ site: 2, audience: 'private', current: 'de', pageId: 2735, urls: {} })).toEqual([
      { locale: 'fr', href: '/fr' },
      { locale: 'en', href: '/en' },
    ])
  })

  it('links to French through the /fr prefix, so that the locale cookie switches to French before the unprefixed url', () => {
    expect(languageLinks({ site: 1, audience: 'private', current: 'de', pageId: 477, urls })).toEqual([
      { locale: 'fr', href: '/fr/offres-combinees-477' },
      { locale: 'en', href: '/en/combo-offers-477' },
    ])
  })

  it('English is left out on the Fribourg site', () => {
    expect(languageLinks({ site: 3, audience: 'private', current: 'fr', pageId: 477, urls }).map((l) => l.locale)).toEqual(['de'])
  })

  it('English is left out on the business tree', () => {
    expect(languageLinks({ site: 1, audience: 'business', current: 'fr', pageId: 477, urls }).map((l) => l.locale)).toEqual(['de'])
  })

  it('a locale is hidden when the content has no url for it', () => {
    expect(languageLinks({ site: 1, audience: 'private', current: 'fr', pageId: 477, urls: { fr: urls.fr, en: urls.en } })).toEqual([
      { locale: 'en', href: '/en/combo-offers-477' },
    ])
  })
})

describe('switching language keeps the place', () => {
  it('carries the query and the anchor to the other language', () => {
    expect(keepingPlace('/fr/recherche', { search: '?q=fibre', hash: '' })).toBe('/fr/recherche?q=fibre')
    expect(keepingPlace('/de/liste-der-sender-3110', { search: '?categories=402', hash: '#liste' })).toBe(
      '/de/liste-der-sender-3110?categories=402#liste',
    )
    expect(keepingPlace('/de/bestellung', { search: '?offre=fibre-500', hash: '' })).toBe('/de/bestellung?offre=fibre-500')
  })

  it('a page without query links to the bare url, and a stale query is replaced', () => {
    expect(keepingPlace('/en/order', { search: '', hash: '' })).toBe('/en/order')
    expect(keepingPlace('/en/order?offre=old', { search: '?offre=new', hash: '' })).toBe('/en/order?offre=new')
  })
})
