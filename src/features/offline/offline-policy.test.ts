import { describe, expect, it } from 'vitest'

import { routing } from '@/i18n/routing'

import { isNeverCached, localeOfPath, NEVER_CACHED_ROUTES, offlinePageUrl } from './offline-policy'

const localized = (pathname: keyof typeof routing.pathnames) => {
  const value = routing.pathnames[pathname]
  return typeof value === 'string' ? [value] : Object.values(value)
}

describe('§7 service worker: what is never cached', () => {
  it('names every locale spelling of the order funnel, partner area, outage-alert outcome and editor', () => {
    const screens = (['/order', '/business/order', '/partners', '/outage-alerts', '/editor'] as const).flatMap(localized)
    expect(new Set(screens)).toEqual(new Set(NEVER_CACHED_ROUTES))
  })

  it('leaves the CMS, the APIs and the funnel to the network, in every locale', () => {
    for (const path of [
      '/admin',
      '/admin/collections/pages',
      '/cms-api/pages',
      '/api/search',
      '/commande',
      '/fr/commande',
      '/de/bestellung',
      '/en/business/order',
      '/partenaires',
      '/de/editor',
      '/serwist/sw.js',
    ]) {
      expect(isNeverCached(path), path).toBe(true)
    }
  })

  it('caches content pages, the home pages and media', () => {
    for (const path of [
      '/',
      '/de',
      '/en/combo-offers-477',
      '/actualites',
      '/recherche',
      '/media/image/x/base/a.webp',
      '/commandes-speciales-12',
      '/administration-9',
    ]) {
      expect(isNeverCached(path), path).toBe(false)
    }
  })
})

describe('offline page per locale', () => {
  it('follows the path prefix, French unprefixed', () => {
    expect(localeOfPath('/de/bestellung')).toBe('de')
    expect(localeOfPath('/en')).toBe('en')
    expect(localeOfPath('/entreprise-12')).toBe('fr')
    expect(offlinePageUrl(localeOfPath('/'))).toBe('/offline/fr.html')
  })
})
