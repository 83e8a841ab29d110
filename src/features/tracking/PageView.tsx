'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { pushToDataLayer } from './data-layer'
import { PAGE_VIEW_DELAY_MS, pageViewEvent } from './page-view'

/** Pushes the §4 page-view event into the data layer 250 ms after each route change. */
export function PageView({ status, locale, site, pageId }: { status: number; locale: string; site: number; pageId: number | null }) {
  const pathname = usePathname()
  useEffect(() => {
    const timer = window.setTimeout(() => {
      pushToDataLayer(pageViewEvent({ path: window.location.pathname, status, locale, site, pageId }))
    }, PAGE_VIEW_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pathname, status, locale, site, pageId])
  return null
}
