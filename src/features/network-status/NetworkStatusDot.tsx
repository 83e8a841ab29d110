'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'
import { whenIdle } from '@/ui/when-idle'
import { Icon } from '@/ui/Icon'

import { networkStatusDot } from './alert-panel'
import { fetchNetworkStatus } from './client-api'

/**
 * §4 status dot beside the network status entry: green with a check when resolved, the warning
 * colour with an exclamation mark otherwise, and the state in words for screen readers.
 */
export function NetworkStatusDot({ site, locale }: { site: SiteId; locale: Locale }) {
  const t = useTranslations('network')
  const [status, setStatus] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    // Asked when the browser is idle: the request's own cost stays out of the page's hydration.
    const cancel = whenIdle(
      () =>
        void fetchNetworkStatus(site, locale).then((value) => {
          if (live) setStatus(value)
        }),
    )
    return () => {
      live = false
      cancel()
    }
  }, [site, locale])

  // Nothing is claimed before the answer: a neutral dot holds the place.
  if (status === undefined) {
    return <span aria-hidden="true" className="inline-block size-3.5 shrink-0 rounded-full bg-current opacity-30" />
  }
  const dot = networkStatusDot(status)
  return (
    <span data-testid="network-status-dot" data-status={dot} className="inline-flex shrink-0 items-center">
      <span
        aria-hidden="true"
        className={`inline-flex size-3.5 items-center justify-center rounded-full text-[10px] font-black leading-none text-white ${
          dot === 'ok' ? 'bg-[var(--color-success)]' : 'bg-[var(--color-warning)]'
        }`}
      >
        {dot === 'ok' ? <Icon icon="check" size={10} strokeWidth={4} /> : '!'}
      </span>
      <span className="sr-only">{dot === 'ok' ? t('statusOk') : t('statusWarning')}</span>
    </span>
  )
}
