'use client'

import { useEffect } from 'react'

/**
 * Marks <html data-loaded> once the page has loaded: from then on the bars fixed at the bottom of
 * the viewport anchor there (site.css, .bottom-bar); before, a viewport changing height moves them
 * without a layout shift.
 */
export function PageLoaded() {
  useEffect(() => {
    const root = document.documentElement
    const mark = () => root.setAttribute('data-loaded', '')
    if (document.readyState === 'complete') mark()
    else window.addEventListener('load', mark, { once: true })
    return () => window.removeEventListener('load', mark)
  }, [])
  return null
}
