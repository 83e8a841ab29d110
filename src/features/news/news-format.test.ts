import { describe, expect, it } from 'vitest'

import { EXCERPT_LENGTH, newsCard, newsDate, newsDetailParam, newsExcerpt, newsHref, newsIdFromParam, newsSlug } from './news-format'

describe('§2 news detail route: sanitized title, a dash and the id', () => {
  it('turns a title into lower-case ASCII words joined by dashes', () => {
    expect(newsSlug('La fibre 10 Gbit/s arrive dans votre commune')).toBe('la-fibre-10-gbit-s-arrive-dans-votre-commune')
    expect(newsSlug('Résultats de l’enquête de satisfaction')).toBe('resultats-de-l-enquete-de-satisfaction')
    expect(newsSlug('Sicherheit: Vorsicht vor falschen SMS!')).toBe('sicherheit-vorsicht-vor-falschen-sms')
    expect(newsSlug('Größere Straße, Œuvre')).toBe('grossere-strasse-oeuvre')
    expect(newsSlug('  --Wi-Fi 7 : nos premiers routeurs--  ')).toBe('wi-fi-7-nos-premiers-routeurs')
  })

  it('keeps a word before the id when the title has none', () => {
    expect(newsSlug('')).toBe('news')
    expect(newsSlug(null)).toBe('news')
    expect(newsSlug('!!! ???')).toBe('news')
  })

  it('cuts long titles at a word boundary', () => {
    const slug = newsSlug('mot '.repeat(40))
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug.endsWith('mot')).toBe(true)
    expect(newsSlug('x'.repeat(100))).toHaveLength(80)
  })

  it('reads back the id the parameter was built with', () => {
    const item = { id: '42', title: 'Nouvelle box TV 4K' }
    expect(newsDetailParam(item)).toBe('nouvelle-box-tv-4k-42')
    expect(newsIdFromParam(newsDetailParam(item))).toBe('42')
    expect(newsIdFromParam(newsDetailParam({ id: '123_456', title: 'netplus' }))).toBe('123_456')
    expect(newsIdFromParam('42')).toBe('42')
    expect(newsIdFromParam('n%C3%A9-7')).toBe('7')
  })

  it('names no id when the parameter cannot carry one', () => {
    expect(newsIdFromParam('titre-')).toBeNull()
    expect(newsIdFromParam('titre-4.2')).toBeNull()
    expect(newsIdFromParam('%E0%A4%A')).toBeNull()
  })

  it('localizes the path like every other route (fr unprefixed)', () => {
    const item = { id: '9', title: 'Neue 4K-TV-Box' }
    expect(newsHref(item, 'fr')).toBe('/actualites/neue-4k-tv-box-9')
    expect(newsHref(item, 'de')).toBe('/de/actualites/neue-4k-tv-box-9')
    expect(newsHref(item, 'en')).toBe('/en/actualites/neue-4k-tv-box-9')
  })
})

describe('§9 formats on news cards', () => {
  it("truncates the excerpt with '...' at a word boundary", () => {
    const text =
      'Les premiers raccordements sont disponibles dès ce mois dans toutes les communes du district, sans frais de mise en service et avec un routeur Wi-Fi 7 offert.'
    const excerpt = newsExcerpt(text)
    expect(excerpt.endsWith('...')).toBe(true)
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 3)
    expect(text.startsWith(excerpt.slice(0, -3))).toBe(true)
    expect(excerpt.slice(0, -3).endsWith(' ')).toBe(false)
    expect(text.charAt(excerpt.length - 3)).toBe(' ')
  })

  it('keeps a short text whole and folds its line breaks', () => {
    expect(newsExcerpt('Plus rapide,\n\nplus silencieuse.')).toBe('Plus rapide, plus silencieuse.')
    expect(newsExcerpt(null)).toBe('')
  })

  it('dates as d.m.Y in Swiss time', () => {
    expect(newsDate('2026-11-01T00:00:00.000Z')).toBe('01.11.2026')
    // 23:30 UTC on 31 December is already New Year in Zurich.
    expect(newsDate('2025-12-31T23:30:00Z')).toBe('01.01.2026')
    expect(newsDate(null)).toBe('')
  })
})

describe('news cards', () => {
  it('carry the detail link, the d.m.Y date and the excerpt of the item', () => {
    const card = newsCard(
      {
        id: '12',
        title: 'Nouvelle box TV 4K',
        text: 'Plus rapide, plus silencieuse et compatible Dolby Vision.',
        dateFrom: '2026-10-24T00:00:00.000Z',
        thumbnail: '/media/box-688x392.webp',
      },
      'de',
    )
    expect(card).toEqual({
      id: '12',
      href: '/de/actualites/nouvelle-box-tv-4k-12',
      title: 'Nouvelle box TV 4K',
      date: '24.10.2026',
      dateTime: '2026-10-24T00:00:00.000Z',
      excerpt: 'Plus rapide, plus silencieuse et compatible Dolby Vision.',
      picture: '/media/box-688x392.webp',
    })
  })
})
