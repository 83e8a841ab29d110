'use client'

import { useProgress } from '@bprogress/react'
import { ProgressProvider } from '@bprogress/next/app'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { lendProgressBar, REQUEST_BAR_AFTER_MS } from '@/lib/http-client'

/** §9: the bar shows only for loads longer than its 200 ms throttle (the same for the page's calls). */
const LOADING_BAR_THROTTLE_MS = REQUEST_BAR_AFTER_MS
/** §9 loading bar 5000 ms: trickling every 200 ms takes the bar to about 80 % in 5 s (nprogress steps). */
const LOADING_BAR_TRICKLE_MS = 200

/**
 * Starts the bar on a click on any link to another path or query, from one listener on the
 * document. The library's own start attaches a handler to each link only when the DOM changes
 * after it mounts (imskyleen/bprogress #74): a first click on a page that had not changed showed
 * no bar.
 */
function StartOnLinkClick() {
  const { start } = useProgress()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) return
      const target = new URL(link.href, window.location.href)
      const here = window.location
      if (target.origin !== here.origin || (target.pathname === here.pathname && target.search === here.search)) return
      start(0, LOADING_BAR_THROTTLE_MS)
    }
    // Capture: before the router's own handler takes the click.
    document.addEventListener('click', onClick, true)
    // The bar comes after hydration: <html data-loading-bar> tells that a click now shows it.
    document.documentElement.dataset.loadingBar = ''
    return () => {
      document.removeEventListener('click', onClick, true)
      delete document.documentElement.dataset.loadingBar
    }
  }, [start])
  return null
}

/**
 * The same bar for the page's own calls (§7) that last longer than the throttle. The address a call
 * writes (the search's `?q=`) is a route change to the provider, which ends its bar: a call's bar
 * ends only with the call (auto-stop off), however late that change renders.
 */
function ShowForRequests() {
  const { start, stop, enableAutoStop } = useProgress()
  useEffect(
    () =>
      lendProgressBar({
        start: () => start(0, 0, true),
        // The library turns auto-stop back on only when it ends a bar that had started: a call ended
        // before its bar came would leave every later route change's bar running.
        stop: () => {
          stop()
          enableAutoStop()
        },
      }),
    [start, stop, enableAutoStop],
  )
  return null
}

/**
 * §4 page load: a top loading bar on route or search-parameter change (a link to another path or
 * query), done when the new URL renders. Its styles are in site.css: no injected style element.
 */
export function LoadingBar() {
  const t = useTranslations('site')
  return (
    <ProgressProvider
      disableStyle
      disableAnchorClick
      delay={LOADING_BAR_THROTTLE_MS}
      options={{
        showSpinner: false,
        trickleSpeed: LOADING_BAR_TRICKLE_MS,
        // Inside a landmark of its own: the bar is appended to <body>, and axe's `region` rule asks
        // every content to be in one (it flagged the homes while a call's bar was showing).
        template: `<div role="region" aria-label="${t('loading').replace(/"/g, '&quot;')}"><div class="bar" role="progressbar" aria-label="${t('loading').replace(/"/g, '&quot;')}"><div class="peg"></div></div></div>`,
      }}
    >
      <StartOnLinkClick />
      <ShowForRequests />
    </ProgressProvider>
  )
}
