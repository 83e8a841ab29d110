import { useTranslations } from 'next-intl'

import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '@/ui/styles'
import { Icon } from '@/ui/Icon'

type Props = {
  operator: string
  target: string
  /** The funnel records that the visitor went on to the local network (§4 redirect toggle). */
  followed?: { done: boolean; onFollow: () => void; onOtherAddress: () => void }
}

/** §4 exception: the local cable network takes this order; nothing more is asked here. */
export function RedirectPanel({ operator, target, followed }: Props) {
  const t = useTranslations()
  return (
    <section role="status" className="rounded-2xl border-2 border-primary bg-surface-alt p-4 sm:p-6" data-testid="redirect">
      <h3 className="mb-2 text-lg font-bold">{t('order.caius.error.npa_exception')}</h3>
      <p className="mb-4">{followed?.done ? t('order.redirect.opened', { operator }) : t('address.redirect', { operator })}</p>
      <div className="flex flex-wrap gap-3">
        <a
          href={target}
          className={BUTTON_PRIMARY}
          target="_blank"
          rel="noopener noreferrer"
          onClick={followed && !followed.done ? followed.onFollow : undefined}
        >
          {t('order.redirect.link', { operator })}
          <Icon icon="external-link" className="size-4" />
        </a>
        {followed?.done && (
          <button type="button" className={BUTTON_SECONDARY} onClick={followed.onOtherAddress}>
            {t('order.redirect.otherAddress')}
          </button>
        )}
      </div>
    </section>
  )
}
