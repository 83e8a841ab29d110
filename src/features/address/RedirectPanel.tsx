import { ExternalLink } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { BUTTON_PRIMARY } from '@/ui/styles'

/** §4 exception: the local cable network takes this order; nothing more is asked here. */
export function RedirectPanel({ operator, target }: { operator: string; target: string }) {
  const t = useTranslations()
  return (
    <section role="status" className="rounded-2xl border-2 border-primary bg-surface-alt p-4 sm:p-6" data-testid="redirect">
      <h3 className="mb-2 text-lg font-bold">{t('order.caius.error.npa_exception')}</h3>
      <p className="mb-4">{t('address.redirect', { operator })}</p>
      <a href={target} className={BUTTON_PRIMARY} target="_blank" rel="noopener noreferrer">
        {t('order.redirect.link', { operator })}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </section>
  )
}
