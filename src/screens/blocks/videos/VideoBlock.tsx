'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Icon } from '@/ui/Icon'

import { videoEmbed } from './video'

type Props = { url: string; title?: string | null }

/** The play button disappears on click: focus follows into the player, not back to the page top. */
const focusOnMount = (node: HTMLElement | null) => {
  node?.focus()
}

/**
 * A video that contacts its host only when the visitor presses play: until then a local poster
 * (no third-party thumbnail), then the player with the title as its accessible name.
 */
export function VideoBlock({ url, title }: Props) {
  const t = useTranslations('blocks')
  const [playing, setPlaying] = useState(false)
  const embed = videoEmbed(url)
  const name = title?.trim() || t('video')

  if (!embed) return null

  return (
    <figure className="w-full">
      <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-primary">
        {playing ? (
          embed.provider === 'file' ? (
            <video ref={focusOnMount} src={embed.src} controls autoPlay aria-label={name} className="absolute inset-0 h-full w-full" />
          ) : (
            <iframe
              ref={focusOnMount}
              src={embed.embedUrl}
              title={name}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="absolute inset-0 h-full w-full border-0"
            />
          )
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 flex flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_30%_20%,var(--color-accent),transparent_60%)] p-6 text-on-primary"
          >
            <span className="inline-flex size-16 items-center justify-center rounded-full bg-surface text-link shadow-lg transition-transform duration-200 group-hover:scale-105 motion-reduce:transition-none md:size-20">
              <Icon icon="play" size={32} strokeWidth={2} className="translate-x-0.5" />
            </span>
            <span className="max-w-[40ch] text-center text-lg font-semibold md:text-xl">{t('playVideo', { title: name })}</span>
          </button>
        )}
      </div>
      {embed.provider !== 'file' && !playing && (
        <figcaption className="mt-2 text-sm text-muted">{t('videoNotice', { host: embed.host })}</figcaption>
      )}
    </figure>
  )
}
