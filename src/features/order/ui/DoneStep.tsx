import { useTranslations } from 'next-intl'

import { AppointmentChooser } from '@/features/appointments/components'
import { Icon } from '@/ui/Icon'
import { Token } from '@/ui/Token'
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

/** Step 4: the stored order's reference, the one thing the customer must keep, what happens next (the installation to book) and where to follow it. */
export function DoneStep({ reference, tracking, network, delivery, onRestart }: Props) {
  const t = useTranslations('order')
  // The signed link lets the confirmation book the installation as the order's page does.
  const token = tracking ? new URLSearchParams(tracking.split('?')[1]).get('token') : null
  return (
    <div className="space-y-4" data-testid="order-done">
      <p className="flex items-center gap-2 text-xl font-bold text-[var(--color-success)]">
        <Icon icon="circle-check" className="size-7 shrink-0" />
        {t('done.title')}
      </p>
      <p>
        {t('done.reference')}{' '}
        <strong className="text-2xl" data-testid="order-reference">
          <Token text={reference} />
        </strong>
      </p>
      <p className="max-w-[70ch]" data-testid="order-next">
        {delivery ? t('done.delivery') : t('done.text', { network })}
      </p>
      {!delivery && token && <AppointmentChooser reference={reference} token={token} />}
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
