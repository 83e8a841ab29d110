'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

const WORKER_URL = '/serwist/sw.js'

/**
 * Registers the service worker (§7: a failed registration stays silent) and hands it each page
 * reached by the router, so that page too is there offline.
 */
export function ServiceWorker() {
  const pathname = usePathname()

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    navigator.serviceWorker.register(WORKER_URL, { scope: '/', type: 'module' }).catch(() => undefined)
  }, [])

  useEffect(() => {
    navigator.serviceWorker?.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [window.location.href] } })
  }, [pathname])

  return null
}
