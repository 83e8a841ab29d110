import { LAZY_WAITING_CLASS, lazyImageAttributes } from '@/ui/lazy-media'

import type { HeroImage } from './hero-rules'

/**
 * Slides after the first load on demand (§9 slider "lazy load on demand"): off-screen slides sit
 * beside the viewport, where native lazy loading would still fetch them and slow the first one.
 * The page's lazy-media watcher adds the picture's sources and the image's src once it is near.
 */
export function LazyHeroPicture({ image }: { image: HeroImage }) {
  return (
    <picture>
      <img
        {...lazyImageAttributes(image.src, image.sources)}
        alt={image.alt}
        width={image.width}
        height={image.height}
        decoding="async"
        className={`${LAZY_WAITING_CLASS} absolute inset-0 h-full w-full object-cover`}
      />
    </picture>
  )
}
