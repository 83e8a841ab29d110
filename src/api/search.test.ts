import { describe, expect, it } from 'vitest'

import type { SearchEntry } from '@/features/search'

import { toApiSearchResult } from './search'

const hotel: SearchEntry = {
  id: 'c2',
  kind: 'content',
  type: 'content',
  title: 'Hôtels',
  url: 'https://hotel.example',
  section: 'partners',
  audience: 'private',
  link: { url: 'https://hotel.example', label: 'Hôtels', target: '_blank', section: null },
}

describe('§7 /api/search result shape', () => {
  it('id, @type, title and short_url always', () => {
    expect(toApiSearchResult(hotel, new Set())).toEqual({
      id: 'c2',
      '@type': 'content',
      title: 'Hôtels',
      short_url: 'https://hotel.example',
    })
  })

  it('embed section, link and link.section add them', () => {
    expect(toApiSearchResult(hotel, new Set(['link', 'section', 'link.section']))).toEqual({
      id: 'c2',
      '@type': 'content',
      title: 'Hôtels',
      short_url: 'https://hotel.example',
      section: 'partners',
      link: { url: 'https://hotel.example', label: 'Hôtels', target: '_blank', section: null },
    })
    expect(toApiSearchResult(hotel, new Set(['link'])).link).toEqual({ url: 'https://hotel.example', label: 'Hôtels', target: '_blank' })
  })
})
