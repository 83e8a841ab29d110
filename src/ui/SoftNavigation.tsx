'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { routedHref, SOFT_LINK } from './cms-link'

/**
 * The router for the page's soft links (CmsLink): one listener on the document instead of a
 * hydrated link component per anchor. It listens after the page's own handlers (bubbling), so a
 * menu that closes on a link click, or a handler that takes the click, has had its turn.
 */
export function SoftNavigation() {
  const router = useRouter()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement)) return
      const href = routedHref(
        event,
        { href: anchor.href, target: anchor.target, soft: anchor.hasAttribute(SOFT_LINK), download: anchor.hasAttribute('download') },
        window.location,
      )
      if (href === null) return
      event.preventDefault()
      router.push(href)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [router])
  return null
}
