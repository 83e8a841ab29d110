/**
 * Videos of a bloc (§3 videos: url, title), embedded without contacting the video host
 * before the visitor asks for it (privacy: no third-party request on page load).
 */
export type VideoEmbed = { provider: 'youtube' | 'vimeo'; host: string; embedUrl: string } | { provider: 'file'; src: string }

const YOUTUBE_ID = /^[\w-]{11}$/

function parse(url: string): URL | null {
  try {
    return new URL(url, 'https://self.invalid')
  } catch {
    return null
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, '')
  let id: string | null = null
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, value] = url.pathname.split('/')
    id =
      kind === 'watch' || url.pathname === '/watch'
        ? url.searchParams.get('v')
        : kind === 'embed' || kind === 'shorts'
          ? (value ?? null)
          : null
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '')
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null
  const id = url.pathname
    .split('/')
    .filter(Boolean)
    .find((part) => /^\d+$/.test(part))
  return id ?? null
}

/** YouTube goes through youtube-nocookie.com, Vimeo with dnt=1; plain files play in <video>. */
export function videoEmbed(raw: string | null | undefined): VideoEmbed | null {
  const text = raw?.trim() ?? ''
  const url = text === '' ? null : parse(text)
  if (!url) return null
  const relative = url.hostname === 'self.invalid'
  if (!relative && url.protocol !== 'https:') return null
  const youtube = relative ? null : youtubeId(url)
  if (youtube) {
    return { provider: 'youtube', host: 'YouTube', embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0` }
  }
  const vimeo = relative ? null : vimeoId(url)
  if (vimeo) return { provider: 'vimeo', host: 'Vimeo', embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1` }
  if (/\.(mp4|webm)$/i.test(url.pathname)) return { provider: 'file', src: text }
  return null
}
