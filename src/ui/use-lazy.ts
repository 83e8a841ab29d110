'use client'

import { useEffect, useReducer, useRef } from 'react'

import { LAZY_ROOT_MARGIN, lazyReducer } from './lazy-image'

/**
 * §4 lazy media: 'waiting' until the element comes within a third of a screen of the viewport
 * (root margin 33% 1% 33% 1%), then 'loading', then 'loaded' (or 'failed').
 */
export function useLazy<T extends Element>() {
  const [state, dispatch] = useReducer(lazyReducer, 'waiting')
  const ref = useRef<T>(null)

  useEffect(() => {
    const element = ref.current
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

  return { ref, state, dispatch }
}
