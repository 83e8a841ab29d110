import { describe, expect, it } from 'vitest'

import { catalogueChannels, channelsUrl, inPack, splitCategories } from './catalogue'

const apiChannel = {
  id: 7,
  number: 12,
  title: 'Arte',
  langue: 'fr',
  hd: true,
  mobile: true,
  replay: true,
  rec: false,
  category: [399, 404],
  packs: ['basic', 'comfort'],
  logo: {
    alt: 'Logo de Arte',
    name: 'Logo de Arte',
    formats: { base: { url: '/media/image/channels/base/channel-logo-12.png', width: 240, height: 135 } },
  },
}

describe('channel catalogue', () => {
  it("'Channel collections: Channels (embed packs and category, count 400)' — the §7 call and its answer", () => {
    expect(channelsUrl(2, 'de')).toBe('/api/contents?type=channels&embed=packs&count=400&locale=de&site=2')
    const { channels, total } = catalogueChannels({
      'hydra:member': [apiChannel, { ...apiChannel, id: 8, logo: null, packs: undefined }],
      'hydra:totalItems': 96,
    })
    expect(total).toBe(96)
    expect(channels[0]).toEqual({
      ...apiChannel,
      logo: { url: '/media/image/channels/base/channel-logo-12.png', width: 240, height: 135, alt: 'Logo de Arte' },
    })
    expect(channels[1]).toMatchObject({ logo: null, packs: [] })
  })

  it('the pack view keeps the channels of one pack', () => {
    const channels = [
      { number: 1, packs: ['basic', 'comfort'] },
      { number: 2, packs: ['sport'] },
    ]
    expect(inPack(channels, 'sport').map((channel) => channel.number)).toEqual([2])
    expect(inPack(channels, null)).toBe(channels)
    expect(inPack(channels, 'kids')).toEqual([])
  })

  it('main categories (399, 405) are chosen as categories, their children as sub-filters', () => {
    const { main, sub } = splitCategories([
      { id: 399, name: 'Chaînes TV', parent: null },
      { id: 402, name: 'Sport', parent: 399 },
      { id: 405, name: 'Options TV', parent: null },
    ])
    expect(main.map((category) => category.id)).toEqual([399, 405])
    expect(sub.map((category) => category.id)).toEqual([402])
  })
})
