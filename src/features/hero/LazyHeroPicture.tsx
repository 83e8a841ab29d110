'use client'

import { LAZY_CLASS, lazySrc } from '@/ui/lazy-image'
import { useLazy } from '@/ui/use-lazy'

import type { HeroImage } from './hero-rules'

/**
 * Slides after the first load on demand (§9 slider "lazy load on demand"): off-screen slides sit
 * beside the viewport, where native lazy loading would still fetch them and slow the first one.
 */
export function LazyHeroPicture({ image }: { image: HeroImage }) {
  const { ref, state, dispatch } = useLazy<HTMLImageElement>()
  const requested = state !== 'waiting'
  return (
    <picture>
      {requested &&
        image.sources.map((source) => (
          <source
            key={source.media}
            media={source.media}
            srcSet={source.srcSet}
            type={source.type ?? undefined}
            width={source.width}
            height={source.height}
          />
        ))}
      <img
        ref={ref}
        src={lazySrc(state, image.src)}
        alt={image.alt}
        width={image.width}
        height={image.height}
        decoding="async"
        onLoad={() => dispatch('load')}
        onError={() => dispatch('error')}
        className={`${LAZY_CLASS[state]} absolute inset-0 h-full w-full object-cover`}
      />
    </picture>
  )
}
