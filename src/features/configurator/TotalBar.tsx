'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { PriceTag, type Quote } from '@/features/catalogue'
import { formatPrice } from '@/lib/formats'

/** How long the choices rest before the total is read out: a run of clicks on "one more" is read once. */
const SETTLE_MS = 900

/**
 * The running total kept in view on phones and tablets while the visitor chooses: a bar at the
 * bottom of the configurator's form, above the mobile action bar, in the flow from the first
 * render (its place is kept, nothing moves when the total changes). Screen readers hear the
 * total once the visitor's choices rest (`changes` counts them), never on every click.
 */
export function TotalBar({ quote, summaryId, changes }: { quote: Quote | null; summaryId: string; changes: number }) {
  const t = useTranslations('configurator.bar')
  const tc = useTranslations('catalogue')
  const total = quote?.promotionalMonthlyTotal ?? null
  const [announced, setAnnounced] = useState('')
  const spoken = total === null ? t('empty') : t('announce', { price: `${tc('chf')} ${formatPrice(total)}` })
  const latest = useRef(spoken)
  useEffect(() => {
    latest.current = spoken
  }, [spoken])

  // Each of the visitor's changes restarts the wait; a configuration read from the address is not one.
  useEffect(() => {
    if (changes === 0) return
    const timer = setTimeout(() => setAnnounced(latest.current), SETTLE_MS)
    return () => clearTimeout(timer)
  }, [changes])

  return (
    <div
      className="sticky bottom-[var(--action-bar-height,0px)] z-10 -mx-4 -mb-4 flex min-h-16 items-center justify-between gap-4 border-t border-line bg-surface px-4 py-3 rounded-b-3xl shadow-[0_-4px_12px_rgb(0_0_0/0.08)] sm:-mx-8 sm:-mb-8 sm:px-8 lg:hidden"
      data-testid="configurator-total-bar"
    >
      <p className="flex flex-col">
        <span className="text-sm font-semibold">{t('total')}</span>
        <span data-testid="configurator-bar-total">
          {total === null ? <span className="text-muted">{t('empty')}</span> : <PriceTag amount={total} monthly size="medium" />}
        </span>
      </p>
      <a href={`#${summaryId}`} className="min-h-11 content-center font-semibold text-link underline underline-offset-4">
        {t('details')}
      </a>
      <p className="sr-only" aria-live="polite" data-testid="configurator-total-announce">
        {announced}
      </p>
    </div>
  )
}
