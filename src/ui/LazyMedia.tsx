'use client'

import { useEffect } from 'react'

import { watchLazyMedia } from './lazy-media'

/** The page's lazy images (§4), watched from hydration on by one observer (src/ui/lazy-media.ts). */
export function LazyMedia() {
  useEffect(() => watchLazyMedia(document), [])
  return null
}
