'use client'

import { useEffect, useReducer, useRef } from 'react'

import { LAZY_ROOT_MARGIN, lazyReducer } from './lazy-image'

/**
 * Calls `onNear` once the element comes within §4's lazy margin of the viewport (at once without
 * IntersectionObserver); the returned function stops watching.
 */
export function whenNear(element: Element, onNear: () => void): () => void {
  if (!('IntersectionObserver' in window)) {
    onNear()
    return () => undefined
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect()
        onNear()
      }
    },
    { rootMargin: LAZY_ROOT_MARGIN },
  )
  observer.observe(element)
  return () => observer.disconnect()
}

/**
 * §4 lazy media: 'waiting' until the element comes within a third of a screen of the viewport
 * (root margin 33% 1% 33% 1%), then 'loading', then 'loaded' (or 'failed').
 */
export function useLazy<T extends Element>() {
  const [state, dispatch] = useReducer(lazyReducer, 'waiting')
  const ref = useRef<T>(null)

  useEffect(() => {
    const element = ref.current
    return element ? whenNear(element, () => dispatch('visible')) : undefined
  }, [])

  return { ref, state, dispatch }
}
