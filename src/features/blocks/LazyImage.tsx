'use client'

import { useEffect, useReducer, useRef } from 'react'

import { LAZY_CLASS, LAZY_ROOT_MARGIN, lazyReducer, lazySrc } from './lazy-image'

type Props = {
  src: string
  alt: string
  /** Intrinsic size: reserves the box before the image loads (no layout shift). */
  width: number
  height: number
  className?: string
}

/**
 * §4 lazy media: the image is requested when it comes within a third of a screen of the
 * viewport (root margin 33% 1% 33% 1%), with the class 'lazy-loading' then 'lazy-loaded'.
 */
export function LazyImage({ src, alt, width, height, className = '' }: Props) {
  const [state, dispatch] = useReducer(lazyReducer, 'waiting')
  const image = useRef<HTMLImageElement>(null)

  useEffect(() => {
    const element = image.current
    if (!element) return
    if (!('IntersectionObserver' in window)) {
      dispatch('visible')
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          dispatch('visible')
          observer.disconnect()
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <img
        ref={image}
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
