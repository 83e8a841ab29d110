import { describe, expect, it } from 'vitest'

import { fieldAnchor, healthWords, rowHref } from './describe'
import { healthRow } from './rows'

describe('a finding in words', () => {
  it('leads to the document in the row’s locale, at the field’s input or the row of its list', () => {
    expect(fieldAnchor('seo.description')).toBe('field-seo__description')
    expect(fieldAnchor('blocs.2.title')).toBe('field-blocs__2__title')
    expect(fieldAnchor('headers.1')).toBe('headers-row-1')
    expect(rowHref({ collection: 'pages', document: 477, locale: 'de', field: 'subtitle' })).toBe(
      '/admin/collections/pages/477?locale=de#field-subtitle',
    )
    expect(rowHref({ collection: 'media', document: 5, locale: null, field: null })).toBe('/admin/collections/media/5')
  })

  it('says the problem, the place and what was found in the reader’s language', () => {
    const row = healthRow({
      site: 1,
      kind: 'missing-translation',
      locale: 'de',
      collection: 'pages',
      document: 477,
      title: 'Offres combinées',
      field: 'blocs.2.title',
      params: { entity: 'blocs.2', fields: ['blocs.2.title', 'blocs.2.text'] },
    })
    expect(healthWords('fr').row(row)).toEqual({
      problem: 'Traduction manquante',
      detail: 'Sans texte : Blocs › 3 › Titre, Blocs › 3 › Texte',
      document: 'Offres combinées',
      collection: 'Page',
      locale: 'Allemand',
      date: '',
    })
    expect(healthWords('de').row(row).detail).toBe('Ohne Text: Blöcke › 3 › Titel, Blöcke › 3 › Text')
    const broken = healthRow({
      site: 1,
      kind: 'link-broken',
      locale: 'en',
      collection: 'navigation',
      document: 3,
      title: 'main_retail — site 1',
      field: 'items.0.link.url',
      at: '2026-11-27T08:00:00.000Z',
      params: { url: 'https://gone.example.ch/', status: 404, problem: null },
    })
    expect(healthWords('en').row(broken).detail).toBe('Entries › 1 › Link › Address → https://gone.example.ch/: error 404 on 27.11.2026')
  })
})
