'use client'

import { LAZY_CLASS, lazySrc } from './lazy-image'
import { useLazy } from './use-lazy'

type Props = {
  src: string
  alt: string
  /** Intrinsic size: reserves the box before the image loads (no layout shift). */
  width: number
  height: number
  className?: string
}

/** §4 lazy media: requested near the viewport, with the class 'lazy-loading' then 'lazy-loaded'. */
export function LazyImage({ src, alt, width, height, className = '' }: Props) {
  const { ref, state, dispatch } = useLazy<HTMLImageElement>()
  return (
    <img
      ref={ref}
      src={lazySrc(state, src)}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      onLoad={() => dispatch('load')}
      onError={() => dispatch('error')}
      className={`${LAZY_CLASS[state]} h-auto max-w-full bg-surface-alt ${className}`}
    />
  )
}
