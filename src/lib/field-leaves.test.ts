import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { fieldLeaves, isEmptyText, isTranslatableText } from './field-leaves'

const FIELDS: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text', localized: true },
  { type: 'row', fields: [{ name: 'price', type: 'number' }] },
  {
    name: 'blocs',
    type: 'array',
    fields: [
      { name: 'text', type: 'richText', localized: true },
      {
        name: 'link',
        type: 'group',
        fields: [
          { name: 'url', type: 'text', localized: true },
          { name: 'label', type: 'text', localized: true },
        ],
      },
    ],
  },
  { name: 'seo', type: 'group', fields: [{ name: 'description', type: 'textarea', localized: true }] },
]

describe('field leaves', () => {
  it('walks rows, groups and array rows, with the admin path (by index) and a stable key (by row id)', () => {
    const doc = {
      title: { fr: 'Titre' },
      price: 49,
      blocs: [
        { id: 'a', text: null, link: { url: '/x-1', label: 'Voir' } },
        { id: 'b', link: { label: 'Lire' } },
      ],
      seo: { description: 'Texte' },
    }
    expect([...fieldLeaves(FIELDS, doc)].map((leaf) => [leaf.path, leaf.key, leaf.localized])).toEqual([
      ['title', 'title', true],
      ['slug', 'slug', true],
      ['price', 'price', false],
      ['blocs.0.text', 'blocs.a.text', true],
      ['blocs.0.link.url', 'blocs.a.link.url', true],
      ['blocs.0.link.label', 'blocs.a.link.label', true],
      ['blocs.1.text', 'blocs.b.text', true],
      ['blocs.1.link.url', 'blocs.b.link.url', true],
      ['blocs.1.link.label', 'blocs.b.link.label', true],
      ['seo.description', 'seo.description', true],
    ])
  })

  it("a translator's texts are localized words, not addresses", () => {
    const translatable = [...fieldLeaves(FIELDS, { blocs: [{ id: 'a', link: {} }], seo: {} })]
      .filter(isTranslatableText)
      .map((leaf) => leaf.path)
    expect(translatable).toEqual(['title', 'blocs.0.text', 'blocs.0.link.label', 'seo.description'])
  })

  it('empty: nothing, blanks, a rich text without a word', () => {
    const paragraph = (text: string) => ({
      root: { type: 'root', children: [{ type: 'paragraph', children: text ? [{ type: 'text', text }] : [] }] },
    })
    for (const value of [null, undefined, '', '  ', paragraph(''), paragraph(' ')]) expect(isEmptyText(value)).toBe(true)
    for (const value of ['Bonjour', paragraph('Bonjour')]) expect(isEmptyText(value)).toBe(false)
  })
})
