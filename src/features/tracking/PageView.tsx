'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { pushToDataLayer } from './data-layer'
import { pageViewEvent, schedulePageView } from './page-view'

/** Pushes the §4 page-view event into the data layer 250 ms after each route change. */
export function PageView({ status, locale, site, pageId }: { status: number; locale: string; site: number; pageId: number | null }) {
  const pathname = usePathname()
  useEffect(
    () => schedulePageView(pushToDataLayer, () => pageViewEvent({ path: window.location.pathname, status, locale, site, pageId })),
    [pathname, status, locale, site, pageId],
  )
  return null
}
