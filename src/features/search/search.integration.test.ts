import { afterAll, describe, expect, it } from 'vitest'

import { cms } from '@/cms/client'
import { siteRules } from '@/sites/sites'

import { searchSite } from './search.server'

// Close the database pool so the test process can exit.
afterAll(async () => (await cms()).destroy())

const ids = async (site: 1 | 2 | 3, locale: 'fr' | 'de' | 'en', q: string) =>
  (await searchSite({ site, locale, q })).map((hit) => hit.entry.id)

describe('search on the seeded content', () => {
  it('finds the TV page with a typo, in French and German, on every site', async () => {
    for (const site of [1, 2, 3] as const) {
      expect(await ids(site, 'fr', 'télévison')).toContain(514)
      expect(await ids(site, 'de', 'Fernsehn')).toContain(514)
    }
  })

  it('searches the current site only: Entremont’s pages on site 2, not on site 1', async () => {
    expect(await ids(2, 'fr', 'Entremont')).toContain(2735)
    expect(await ids(1, 'fr', 'Entremont')).not.toContain(2735)
  })

  it('answers in the visitor’s locale whatever the word’s language: "Kombiangebote" finds the combo page at its German and its French address', async () => {
    const url = async (locale: 'fr' | 'de') =>
      (await searchSite({ site: 1, locale, q: 'Kombiangebote' })).find((hit) => hit.entry.id === 477)?.entry.url
    expect(await url('de')).toBe('/de/kombiangebote-477')
    expect(await url('fr')).toBe('/offres-combinees-477')
  })

  it('finds the order tracking and the price list, which are no CMS pages, in each language and on every site', async () => {
    for (const site of [1, 2, 3] as const) {
      const first = async (locale: 'fr' | 'de' | 'en', q: string) => (await searchSite({ site, locale, q }))[0]?.entry.url
      expect(await first('fr', 'suivi de commande')).toBe('/commande/suivi')
      expect(await first('de', 'Bestellung verfolgen')).toBe('/de/bestellung/status')
      if (siteRules(site).locales.includes('en')) expect(await first('en', 'order tracking')).toBe('/en/order/tracking')
      // The words of another language find it too, at the visitor's own address.
      expect(await first('fr', 'order tracking')).toBe('/commande/suivi')
      expect((await searchSite({ site, locale: 'fr', q: 'liste de prix' })).map((hit) => hit.entry.url)).toContain(
        '/api/price-list?audience=private&locale=fr',
      )
    }
  })

  it('finds news (with a picture, §5) and channels, and never a draft', async () => {
    const hits = await searchSite({ site: 1, locale: 'fr', q: 'box TV 4K' })
    expect(hits.some((hit) => hit.entry.kind === 'news' && /^\/actualites\/nouvelle-box-tv-4k-\d+$/.test(hit.entry.url))).toBe(true)
    const arte = await searchSite({ site: 1, locale: 'fr', q: 'arte' })
    expect(arte[0]?.entry).toMatchObject({ kind: 'channel', title: 'Arte', url: '/television-514' })
    expect(await ids(1, 'fr', 'brouillon')).not.toContain(9001)
  })

  it('an editor’s save is found on the next query (the hook marks the index stale)', async () => {
    const payload = await cms()
    const before = await ids(1, 'fr', 'Zapping')
    expect(before).not.toContain(582)
    const page = await payload.findByID({ collection: 'pages', id: 582, locale: 'fr', depth: 0 })
    await payload.update({
      collection: 'pages',
      id: 582,
      locale: 'fr',
      data: { title: 'Téléphonie fixe et Zapping', _status: 'published' },
    })
    try {
      expect(await ids(1, 'fr', 'Zapping')).toContain(582)
    } finally {
      await payload.update({ collection: 'pages', id: 582, locale: 'fr', data: { title: page.title, _status: 'published' } })
    }
    expect(await ids(1, 'fr', 'Zapping')).not.toContain(582)
  })
})
