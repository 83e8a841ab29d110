import { describe, expect, it } from 'vitest'

import { keepSearchResults, matchesQuery, richTextWords, searchPages, type SearchablePage } from './search'

const text = (words: string) => ({ root: { type: 'root', children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text: words, version: 1 }] }], direction: null, format: '' as const, indent: 0, version: 1 } })

const page = (id: number, title: string, url: string | undefined, extra: Partial<SearchablePage> = {}): SearchablePage => ({
  id,
  title,
  type: 'page',
  sections: ['bliblablo'],
  urls: url ? { fr: url } : {},
  ...extra,
})

const order = page(3101, 'Commander', '/commande')
const tv = page(514, 'Télévision', '/television-514', {
  text_1: text('Plus de 250 chaînes en replay'),
  blocs: [
    { id: 'b1', section: 'offers', contents: [{ id: 'c1', products: [{ kind: 'tv', name: 'TV Comfort' }], link: { url: '/commande', label: 'Commander la TV', section: 'bliblablo' } }] },
    { id: 'b2', section: 'partners', contents: [{ id: 'c2', products: [{ kind: 'tv', name: 'TV Hotel' }], link: { url: 'https://hotel.example', label: 'Hôtels', target: '_blank' } }] },
    { id: 'b3', contents: [{ id: 'c3', products: [{ kind: 'tv', name: 'TV Sans lien' }], link: { url: null, label: 'Bientôt' } }] },
  ],
})
const noUrl = page(9, 'Télévision cachée', undefined)
const all = new Set(['pages', 'contents'] as const)

describe('§7 search (§5 rules)', () => {
  it('matches regardless of case and accents, every word of the query', () => {
    expect(matchesQuery(['Télévision'], 'TELEVISION')).toBe(true)
    expect(matchesQuery(['Chaînes TV en replay'], 'chaines replay')).toBe(true)
    expect(matchesQuery(['Chaînes TV'], 'chaines radio')).toBe(false)
    expect(richTextWords(text('Plus de 250 chaînes'))).toBe('Plus de 250 chaînes')
  })

  it('keeps only results with a short_url: a page without url in the locale and a content whose link has none are left out', () => {
    const results = searchPages([tv, noUrl], 'tele', { locale: 'fr', types: all, embed: new Set() })
    expect(results.map((result) => result.id)).toEqual([514])
    expect(searchPages([tv], 'sans lien', { locale: 'fr', types: all, embed: new Set() })).toEqual([])
  })

  it('a content linking to a page of the site is that page, so the page appears once (de-duplicated by id)', () => {
    const results = searchPages([order, tv], 'commander', { locale: 'fr', types: all, embed: new Set() })
    expect(results).toEqual([{ id: 3101, '@type': 'page', title: 'Commander', short_url: '/commande' }])
  })

  it('a content linking elsewhere is its first link; embeds add section, link and link.section', () => {
    const [hotel] = searchPages([tv], 'hotel', { locale: 'fr', types: new Set(['contents']), embed: new Set(['link', 'section', 'link.section']) })
    expect(hotel).toEqual({ id: 'c2', '@type': 'content', title: 'Hôtels', short_url: 'https://hotel.example', section: 'partners', link: { url: 'https://hotel.example', label: 'Hôtels', target: '_blank', section: null } })
    const [plain] = searchPages([tv], 'hotel', { locale: 'fr', types: all, embed: new Set(['link']) })
    expect(plain?.link).toEqual({ url: 'https://hotel.example', label: 'Hôtels', target: '_blank' })
  })

  it('types=pages leaves contents out; title matches come before text matches', () => {
    const replay = page(1, 'Replay', '/replay-1')
    const results = searchPages([tv, replay], 'replay', { locale: 'fr', types: new Set(['pages']), embed: new Set() })
    expect(results.map((result) => result.id)).toEqual([1, 514])
    expect(searchPages([tv], 'hotel', { locale: 'fr', types: new Set(['pages']), embed: new Set() })).toEqual([])
  })

  it('keepSearchResults drops empty short_urls and later duplicates', () => {
    const results = keepSearchResults([
      { id: 1, '@type': 'page', title: 'a', short_url: '/a-1' },
      { id: 2, '@type': 'page', title: 'b', short_url: ' ' },
      { id: 1, '@type': 'content', title: 'a again', short_url: '/a-1' },
    ])
    expect(results.map((result) => result.title)).toEqual(['a'])
  })
})
