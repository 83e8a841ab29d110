import { describe, expect, it } from 'vitest'

import { selectedVod, vodItem, withSelection } from './vod-catalogue'

const api = {
  id: 3,
  title: 'Le Col',
  description: 'Aventure en montagne.',
  genre: 'Aventure',
  year: 2022,
  duration: 124,
  price: '6.90',
  url: 'https://vod.example/le-col',
  media: {
    alt: 'Affiche de « Le Col »',
    name: 'Affiche',
    formats: { base: { url: '/media/image/vod/base/vod-poster-vod-7.jpg', width: 400, height: 600 } },
  },
}

describe("§3 'VOD: list with one selected'", () => {
  it('maps the §7 vods call to catalogue items with their poster', () => {
    const { media, ...fields } = api
    expect(vodItem(api)).toEqual({ ...fields, poster: { ...media.formats.base, alt: media.alt } })
    expect(vodItem({ ...api, media: null }).poster).toBeNull()
  })

  it('the selection lives in the URL: one VOD of the list, or none', () => {
    const vods = [vodItem(api), vodItem({ ...api, id: 4 })]
    expect(selectedVod('?vod=4', vods)?.id).toBe(4)
    expect(selectedVod('?vod=99', vods)).toBeNull()
    expect(selectedVod('?vod=4x', vods)).toBeNull()
    expect(selectedVod('', vods)).toBeNull()
    expect(withSelection('?utm=a', 4)).toBe('?utm=a&vod=4')
    expect(withSelection('?utm=a&vod=4', null)).toBe('?utm=a')
    expect(withSelection('?vod=4', null)).toBe('')
  })
})
