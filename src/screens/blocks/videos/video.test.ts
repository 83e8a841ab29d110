import { describe, expect, it } from 'vitest'

import { videoEmbed } from './video'

describe('§3 blocs videos', () => {
  it('YouTube urls of every shape play from youtube-nocookie.com', () => {
    const embed = { provider: 'youtube', host: 'YouTube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0' }
    expect(videoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual(embed)
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed)
    expect(videoEmbed('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(embed)
    expect(videoEmbed('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(embed)
  })

  it('Vimeo plays with do-not-track; files in a <video>', () => {
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({
      provider: 'vimeo',
      host: 'Vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    })
    expect(videoEmbed('/media/spot.mp4')).toEqual({ provider: 'file', src: '/media/spot.mp4' })
  })

  it('anything else is not embedded (no http, no unknown hosts, no scripts)', () => {
    expect(videoEmbed('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(videoEmbed('https://evil.example/embed/dQw4w9WgXcQ')).toBeNull()
    expect(videoEmbed('javascript:alert(1)')).toBeNull()
    expect(videoEmbed('https://www.youtube.com/watch?v=short')).toBeNull()
    expect(videoEmbed('')).toBeNull()
  })
})
