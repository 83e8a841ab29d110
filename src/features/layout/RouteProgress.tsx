'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

/** A same-site link the router will follow (not a new tab, download, hash jump or modified click). */
function isRouteChange(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return false
  const url = new URL(link.href, window.location.href)
  return url.origin === window.location.origin && url.pathname !== window.location.pathname
}

/**
 * §4: a loading indicator on route change — a thin bar from the click until the new path renders.
 * (A loading.tsx boundary would stream before notFound() and turn 404s into 200s.)
 */
export function RouteProgress() {
  const t = useTranslations('site')
  const pathname = usePathname()
  // The path a route change started from: the bar shows until another path renders.
  const [leaving, setLeaving] = useState<string | null>(null)
  const loading = leaving === pathname

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isRouteChange(event)) setLeaving(window.location.pathname)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  if (!loading) return null
  return (
    <div role="progressbar" aria-label={t('loading')} className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-surface-alt" data-testid="route-progress">
      <div className="h-full w-1/3 animate-[route-progress_1.2s_ease-in-out_infinite] bg-primary motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  )
}
