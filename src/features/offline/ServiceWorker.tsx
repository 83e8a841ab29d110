'use client'

import { useEffect } from 'react'

const WORKER_URL = '/serwist/sw.js'

/**
 * Registers the service worker (§7: a failed registration stays silent). It keeps the pages the
 * browser loads through it; a page reached by the router comes as router data, which it never keeps.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    navigator.serviceWorker.register(WORKER_URL, { scope: '/', type: 'module' }).catch(() => undefined)
  }, [])

  return null
}
