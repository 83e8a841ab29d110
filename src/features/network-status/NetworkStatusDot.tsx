import { useTranslations } from 'next-intl'

import { Icon } from '@/ui/Icon'

const MARK = 'inline-flex size-3.5 items-center justify-center rounded-full text-[10px] font-black leading-none text-white'

/**
 * §4 status dot beside the network status entry: green with a check when resolved, the warning
 * colour with an exclamation mark otherwise, and the state in words for screen readers. It is
 * server HTML holding each state, and NetworkStatusDots shows one (data-status) once the status has
 * come: the links around the dot stay the server's HTML, which the page does not hydrate. Before
 * the answer a neutral dot holds the place and nothing is claimed.
 */
export function NetworkStatusDot() {
  const t = useTranslations('network')
  return (
    <span
      data-testid="network-status-dot"
      data-network-status-dot=""
      data-status="pending"
      className="group/dot inline-flex shrink-0 items-center"
    >
      <span
        aria-hidden="true"
        className="inline-block size-3.5 rounded-full bg-current opacity-30 group-data-[status=ok]/dot:hidden group-data-[status=warning]/dot:hidden"
      />
      <span className="hidden group-data-[status=ok]/dot:contents">
        <span aria-hidden="true" className={`${MARK} bg-[var(--color-success)]`}>
          <Icon icon="check" size={10} strokeWidth={4} />
        </span>
        <span className="sr-only">{t('statusOk')}</span>
      </span>
      <span className="hidden group-data-[status=warning]/dot:contents">
        <span aria-hidden="true" className={`${MARK} bg-[var(--color-warning)]`}>
          !
        </span>
        <span className="sr-only">{t('statusWarning')}</span>
      </span>
    </span>
  )
}
