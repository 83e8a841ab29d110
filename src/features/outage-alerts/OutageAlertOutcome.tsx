import 'server-only'

import { getTranslations } from 'next-intl/server'

import { CONTAINER, PANEL, BUTTON_PRIMARY } from '@/ui/styles'
import { Icon } from '@/ui/Icon'

import type { LinkResult } from './subscription-form'

/** The page a mail link leads to: what just happened, in the subscriber's language, and the way back. */
export async function OutageAlertOutcome({ result, statusUrl }: { result: LinkResult; statusUrl: string | null }) {
  const t = await getTranslations('outageAlerts')
  const ok = result === 'confirmed' || result === 'unsubscribed'
  const icon = ok ? 'circle-check' : 'circle-alert'
  return (
    <div className="bg-surface-alt py-12 md:py-20">
      <div className={CONTAINER}>
        <section
          data-testid="outage-alerts-outcome"
          data-result={result}
          className={`${PANEL} mx-auto flex max-w-2xl flex-col items-start gap-6 shadow-sm`}
        >
          <div className="flex items-start gap-4">
            <Icon icon={icon} className={`mt-1 size-8 shrink-0 ${ok ? 'text-[var(--color-success)]' : 'text-[var(--color-warning)]'}`} />
            <div className="flex flex-col gap-2">
              <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t(`outcome.${result}.title`)}</h1>
              <p className="text-lg">{t(`outcome.${result}.text`)}</p>
            </div>
          </div>
          {statusUrl && (
            <a href={statusUrl} className={BUTTON_PRIMARY}>
              {t('outcome.back')}
            </a>
          )}
        </section>
      </div>
    </div>
  )
}
