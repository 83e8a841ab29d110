import { useTranslations } from 'next-intl'

import type { Availability } from './availability'
import { formatNumber } from '@/lib/formats'
import { Icon } from '@/ui/Icon'

/** What the address gets: fibre or not (icon and text, never colour alone), speeds, network. */
export function AvailabilityCard({ availability, network }: { availability: Availability; network: string }) {
  const t = useTranslations('order.availability')
  const icon = availability.fibre ? 'circle-check' : 'info'
  return (
    <section aria-labelledby="availability-title" className="rounded-2xl bg-surface-alt p-4 sm:p-6" data-testid="availability">
      <h3 id="availability-title" className="mb-3 text-lg font-bold">
        {t('title')}
      </h3>
      {/* The colour on the icon only: success green text is too pale on the dark theme's surfaces. */}
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Icon icon={icon} className={`size-6 shrink-0 ${availability.fibre ? 'text-[var(--color-success)]' : ''}`} />
        {availability.fibre ? t('fibre') : t('noFibre')}
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {availability.maxDownload !== null && <li>{t('download', { speed: formatNumber(availability.maxDownload) })}</li>}
        {availability.maxUpload !== null && <li>{t('upload', { speed: formatNumber(availability.maxUpload) })}</li>}
        <li className="text-muted">{t('network', { name: network })}</li>
      </ul>
    </section>
  )
}
