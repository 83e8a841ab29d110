import { describe, expect, it } from 'vitest'

import { searchDocuments, type SearchKind } from './documents'
import { buildSearchIndex, searchIndex } from './engine'
import { page, richText, sources } from './test-fixtures'

const tv = page(
  514,
  'Télévision',
  { fr: '/television-514', de: '/de/fernsehen-514' },
  {
    subtitle: 'Plus de 250 chaînes',
    text_1: richText('Le replay sur 7 jours et l’enregistrement dans le cloud.'),
    blocs: [
      {
        id: 'b1',
        section: 'offers',
        contents: [
          {
            id: 'c1',
            products: [{ kind: 'tv', name: 'TV Comfort', features: [{ text: '250 chaînes' }] }],
            link: { url: '/commande', label: 'Commander la TV', section: 'bliblablo' },
          },
          {
            id: 'c2',
            products: [{ kind: 'tv', name: 'TV Hôtel' }],
            link: { url: 'https://hotel.example', label: 'Hôtels', target: '_blank', section: 'business' },
          },
          { id: 'c3', products: [{ kind: 'tv', name: 'TV Zapette' }], link: { url: null, label: 'Bientôt' } },
        ],
      },
    ],
  },
)
const order = page(
  3101,
  'Commander',
  { fr: '/commande', de: '/de/bestellung' },
  { screen: 'order', text_1: richText('Vérifiez votre adresse') },
)
const fibre = page(
  477,
  'Offres combinées',
  { fr: '/offres-combinees-477' },
  { text_1: richText('La fibre optique jusqu’à 10 Gbit/s et la télévision.') },
)
const business = page(
  575,
  'Internet pour PME',
  { fr: '/business/pme-575' },
  { sections: ['business'], text_1: richText('Fibre symétrique avec SLA') },
)
const hidden = page(9, 'Télévision sans traduction', {})
const error = page(702, 'Télévision introuvable', { fr: '/erreur-702' })

function search(query: string, options: { locale?: 'fr' | 'de'; kinds?: SearchKind[] } = {}) {
  const documents = searchDocuments(
    sources({
      locale: options.locale ?? 'fr',
      pages: [tv, order, fibre, business, hidden, error],
      news: [{ id: 12, title: 'Nouvelle box TV 4K', text: 'Plus rapide et silencieuse.', url: '/actualites/nouvelle-box-tv-4k-12' }],
      channels: [{ number: 12, title: 'Arte', langue: 'fr', categories: ['Découverte', 'Cinéma & séries'], hd: true }],
    }),
  )
  return searchIndex(buildSearchIndex(documents), query, options.kinds ? new Set(options.kinds) : undefined)
}
const ids = (query: string, options?: Parameters<typeof search>[1]) => search(query, options).map((hit) => hit.entry.id)

describe('search engine', () => {
  it('ignores case and accents: "television", "TÉLÉVISION" and "télévision" find the TV page', () => {
    for (const query of ['television', 'TÉLÉVISION', 'télévision']) expect(ids(query)[0]).toBe(514)
  })

  it('forgives a typo: "télévison" and "televsion" find the TV page, a 3-letter word must be right', () => {
    expect(ids('télévison')[0]).toBe(514)
    expect(ids('televsion')[0]).toBe(514)
    expect(ids('tx')).toEqual([])
  })

  it('matches prefixes as the visitor types: "télév", "comm"', () => {
    expect(ids('télév')).toContain(514)
    expect(ids('comm')).toContain(3101)
  })

  it('every word must match when some result has them all ("fibre optique"), else any word does', () => {
    expect(ids('fibre optique')).toEqual([477])
    expect(ids('fibre satellite')).toEqual(expect.arrayContaining([477, 575]))
  })

  it("finds a page by its words in another language, under the hits in the visitor's own", () => {
    const glasfaser = page(477, 'Kombiangebote', { de: '/de/kombiangebote-477' }, { text_1: richText('Glasfaser bis 10 Gbit/s. Replay.') })
    const fernsehen = page(514, 'Fernsehen', { de: '/de/fernsehen-514' }, { text_1: richText('Glasfaser, Glasfaser.') })
    const index = buildSearchIndex(searchDocuments(sources({ locale: 'de', pages: [glasfaser, fernsehen], pagesElsewhere: [fibre, tv] })))
    const found = (query: string) => searchIndex(index, query).map((hit) => hit.entry.id)
    expect(found('fibre')).toEqual([477])
    expect(found('télévision')).toEqual(expect.arrayContaining([514, 477]))
    // "Replay" is German text of the combo page, French text only of the TV page.
    expect(found('replay')).toEqual([477, 514])
    // Without the other languages' words, the French word finds nothing.
    expect(searchIndex(buildSearchIndex(searchDocuments(sources({ locale: 'de', pages: [glasfaser] }))), 'fibre')).toEqual([])
  })

  it('ranks title hits above text hits, whatever the scores', () => {
    const hits = search('télévision')
    expect(hits[0]?.entry.id).toBe(514)
    expect(hits.map((hit) => hit.entry.id)).toContain(477)
    expect(hits.findIndex((hit) => hit.entry.id === 514)).toBeLessThan(hits.findIndex((hit) => hit.entry.id === 477))
    // A long title that only nearly matches scores lower than a short text full of the word; it still comes first.
    const long = page(1, 'Internet, mobile, téléphonie fixe et télévison pour toute la famille dans votre région', { fr: '/famille-1' })
    const body = page(2, 'Replay', { fr: '/replay-2' }, { text_1: richText('Télévision, télévision, télévision.') })
    const index = buildSearchIndex(searchDocuments(sources({ pages: [body, long] })))
    expect(searchIndex(index, 'télévision').map((hit) => hit.entry.id)).toEqual([1, 2])
  })

  it('§5: a page without url in the locale and a content whose first link has none give no result; nor does the error page', () => {
    expect(ids('traduction')).toEqual([])
    expect(ids('bientôt')).toEqual([])
    expect(ids('zapette')).toEqual([])
    expect(ids('introuvable')).toEqual([])
  })

  it('§5: a content linking to a page of the site is that page, found once (de-duplicated by id)', () => {
    const hits = search('commander')
    expect(hits.filter((hit) => hit.entry.id === 3101)).toHaveLength(1)
    expect(search('comfort').map((hit) => hit.entry)).toEqual([
      expect.objectContaining({ id: 3101, kind: 'page', title: 'Commander', url: '/commande' }),
    ])
  })

  it('a content linking elsewhere is its first link, in the link’s audience', () => {
    expect(search('hôtel').map((hit) => hit.entry)).toEqual([
      {
        id: 'c2',
        kind: 'content',
        type: 'content',
        title: 'Hôtels',
        url: 'https://hotel.example',
        section: 'offers',
        audience: 'business',
        link: { url: 'https://hotel.example', label: 'Hôtels', target: '_blank', section: 'business' },
      },
    ])
  })

  it('searches the locale’s urls: the German index has the pages with a German url only', () => {
    expect(ids('offres', { locale: 'de' })).toEqual([])
    expect(search('télévision', { locale: 'de' })[0]?.entry.url).toBe('/de/fernsehen-514')
  })

  it('finds news and channels; channels open the TV page; the kinds asked for only', () => {
    expect(search('box 4k')[0]?.entry).toMatchObject({ kind: 'news', url: '/actualites/nouvelle-box-tv-4k-12' })
    expect(search('arte')[0]?.entry).toMatchObject({ kind: 'channel', title: 'Arte', url: '/television-514' })
    expect(search('découverte')[0]?.entry.kind).toBe('channel')
    expect(ids('arte', { kinds: ['page', 'content'] })).toEqual([])
    expect(ids('hôtel', { kinds: ['page'] })).toEqual([])
  })

  it('sections: business pages are business, the rest private', () => {
    expect(search('pme')[0]?.entry.audience).toBe('business')
    expect(search('télévision')[0]?.entry.audience).toBe('private')
  })

  it('marks the matched words in the title and the snippet, the typo included', () => {
    const [hit] = search('replay televison')
    expect(hit?.title).toEqual([{ text: 'Télévision', mark: true }])
    expect(hit?.snippet.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual(['replay'])
  })

  it('an empty or punctuation-only query finds nothing', () => {
    expect(ids('')).toEqual([])
    expect(ids(' -- ')).toEqual([])
  })
})
