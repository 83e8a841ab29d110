'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { whenIdle } from '@/ui/when-idle'

import { mayPrefetch, PREFETCH_IDLE_MS, prefetchTarget, type ConnectionHint } from './prefetch-policy'

/**
 * §9 prefetch: after 2000 ms, once the browser is idle, the router prefetches the links that are
 * (or come) into view; nothing on 2g or with Save-Data. The site's links opt out of Next's own
 * viewport prefetching, which would start at once.
 */
export function IdlePrefetch() {
  const router = useRouter()
  const pathname = usePathname()

  useEffect(() => {
    if (!mayPrefetch((navigator as Navigator & { connection?: ConnectionHint }).connection) || !('IntersectionObserver' in window)) return
    const done = new Set<string>()
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue
        observer.unobserve(entry.target)
        const target = prefetchTarget(
          { href: entry.target.href, target: entry.target.target, download: entry.target.hasAttribute('download') },
          window.location,
        )
        if (target && !done.has(target)) {
          done.add(target)
          router.prefetch(target)
        }
      }
    })
    let cancelIdle: () => void = () => undefined
    // <html data-idle-prefetch> tells where the prefetcher stands (it comes after hydration):
    // "waiting" through the 2000 ms, "on" once they have passed.
    const html = document.documentElement
    html.dataset.idlePrefetch = 'waiting'
    const timer = window.setTimeout(() => {
      html.dataset.idlePrefetch = 'on'
      cancelIdle = whenIdle(() => document.querySelectorAll('a[href]').forEach((link) => observer.observe(link)))
    }, PREFETCH_IDLE_MS)
    return () => {
      delete html.dataset.idlePrefetch
      window.clearTimeout(timer)
      cancelIdle()
      observer.disconnect()
    }
  }, [router, pathname])

  return null
}
