import { describe, expect, it } from 'vitest'

import { pageUrl, pageUrls } from './page-urls'

describe('page urls (§2 routes, §3 aio:urls)', () => {
  it('content pages end in their id, French unprefixed', () => {
    const page = { id: 1637, slugs: { fr: 'etat-du-reseau', de: 'netzstatus', en: 'network-status' } }
    expect(pageUrls(page)).toEqual({
      fr: '/etat-du-reseau-1637',
      de: '/de/netzstatus-1637',
      en: '/en/network-status-1637',
    })
  })

  it('home pages link to the locale root', () => {
    expect(pageUrl({ id: 2735, slugs: { fr: 'accueil', de: 'startseite' } }, 'fr')).toBe('/')
    expect(pageUrl({ id: 2735, slugs: { fr: 'accueil', de: 'startseite' } }, 'de')).toBe('/de')
  })

  it('screen pages use the localized route', () => {
    const order = { id: 3101, screen: 'order' as const, slugs: { fr: 'x', de: 'x', en: 'x' } }
    expect(pageUrls(order)).toEqual({ fr: '/commande', de: '/de/bestellung', en: '/en/order' })
    const partners = { id: 3106, screen: 'partners' as const, slugs: { fr: 'x', de: 'x', en: 'x' } }
    expect(pageUrls(partners)).toEqual({ fr: '/partenaires', de: '/de/partner', en: '/en/partner' })
  })

  it('business pages carry the /business prefix after the locale', () => {
    const sme = { id: 554, sections: ['business'], slugs: { fr: 'pme', de: 'kmu', en: 'sme' } }
    expect(pageUrls(sme)).toEqual({ fr: '/business/pme-554', de: '/de/business/kmu-554', en: '/en/business/sme-554' })
    expect(pageUrl({ ...sme, sections: ['academy', 'business'] }, 'fr')).toBe('/pme-554')
  })

  it('a locale without slug has no url', () => {
    expect(pageUrls({ id: 2740, slugs: { fr: 'accueil', de: 'startseite', en: '' } })).toEqual({ fr: '/', de: '/de' })
  })
})
