import { useTranslations } from 'next-intl'

import { Icon } from '@/ui/Icon'
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '@/ui/styles'

interface Props {
  reference: string
  /** The order's signed tracking page. */
  tracking: string | null
  network: string
  /** Sent by post (mobile plans): what happens next is a SIM card in the mail, not an installation. */
  delivery: boolean
  onRestart: () => void
}

/** Step 4: the stored order's reference, the one thing the customer must keep, what happens next and where to follow it. */
export function DoneStep({ reference, tracking, network, delivery, onRestart }: Props) {
  const t = useTranslations('order')
  return (
    <div className="space-y-4" data-testid="order-done">
      <p className="flex items-center gap-2 text-xl font-bold text-[var(--color-success)]">
        <Icon icon="circle-check" className="size-7 shrink-0" />
        {t('done.title')}
      </p>
      <p>
        {t('done.reference')}{' '}
        <strong className="text-2xl whitespace-nowrap" data-testid="order-reference">
          {reference}
        </strong>
      </p>
      <p className="max-w-[70ch]" data-testid="order-next">
        {delivery ? t('done.delivery') : t('done.text', { network })}
      </p>
      {tracking && (
        <p>
          <a href={tracking} className={BUTTON_PRIMARY} data-testid="order-tracking-link">
            {t('done.tracking')}
          </a>
        </p>
      )}
      <button type="button" className={BUTTON_SECONDARY} onClick={onRestart}>
        {t('actions.restart')}
      </button>
    </div>
  )
}
