import { CircleCheck } from 'lucide'
import { useTranslations } from 'next-intl'

import { BUTTON_SECONDARY } from '@/ui/styles'
import { Icon } from '@/ui/Icon'

interface Props {
  reference: string
  network: string
  /** Sent by post (mobile plans): what happens next is a SIM card in the mail, not an installation. */
  delivery: boolean
  onRestart: () => void
}

/** Step 4: the stored order's reference, the one thing the customer must keep, and what happens next. */
export function DoneStep({ reference, network, delivery, onRestart }: Props) {
  const t = useTranslations('order')
  return (
    <div className="space-y-4" data-testid="order-done">
      <p className="flex items-center gap-2 text-xl font-bold text-[var(--color-success)]">
        <Icon icon={CircleCheck} className="size-7 shrink-0" />
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
      <button type="button" className={BUTTON_SECONDARY} onClick={onRestart}>
        {t('actions.restart')}
      </button>
    </div>
  )
}
