'use client'

import { ProgressProvider } from '@bprogress/next/app'
import { useTranslations } from 'next-intl'

/** §9: the bar shows only for loads longer than its 200 ms throttle. */
export const LOADING_BAR_THROTTLE_MS = 200
/** §9 loading bar 5000 ms: trickling every 200 ms takes the bar to about 80 % in 5 s (nprogress steps). */
export const LOADING_BAR_TRICKLE_MS = 200

/**
 * §4 page load: a top loading bar on route or search-parameter change (a link to another path or
 * query), done when the new URL renders. Its styles are in site.css: no injected style element.
 */
export function LoadingBar() {
  const t = useTranslations('site')
  return (
    <ProgressProvider
      disableStyle
      delay={LOADING_BAR_THROTTLE_MS}
      options={{
        showSpinner: false,
        trickleSpeed: LOADING_BAR_TRICKLE_MS,
        template: `<div class="bar" role="progressbar" aria-label="${t('loading').replace(/"/g, '&quot;')}"><div class="peg"></div></div>`,
      }}
    />
  )
}
