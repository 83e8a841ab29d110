import { describe, expect, it } from 'vitest'

import { languageLinks } from './language-switcher'

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
