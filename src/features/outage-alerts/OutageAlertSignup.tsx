'use client'

import { useTranslations } from 'next-intl'

import { FormShell, TextField } from '@/features/forms/components'
import { CONTAINER, PANEL } from '@/ui/styles'
import { Icon } from '@/ui/Icon'

import { SUBSCRIPTION_DEFAULTS, subscriptionForm } from './subscription-form'

/** On the network status page: an address and a postal code, for one mail per network event there. */
export function OutageAlertSignup() {
  const t = useTranslations('outageAlerts')
  return (
    <div className="bg-surface-alt pb-12 md:pb-16">
      <div className={CONTAINER}>
        <section aria-labelledby="outage-alerts-title" data-testid="outage-alerts" className={`${PANEL} flex flex-col gap-6 shadow-sm`}>
          <div className="flex items-start gap-4">
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-surface-alt text-link sm:flex">
              <Icon icon="bell-ring" className="size-6" />
            </span>
            <div className="flex flex-col gap-1">
              <h2 id="outage-alerts-title" className="text-2xl font-bold tracking-tight md:text-3xl">
                {t('title')}
              </h2>
              <p className="max-w-[70ch] text-muted">{t('intro')}</p>
            </div>
          </div>
          <FormShell
            definition={subscriptionForm}
            defaultValues={SUBSCRIPTION_DEFAULTS}
            submitLabel={t('submit')}
            successMessage={t('sent')}
          >
            {() => (
              <>
                <div className="grid gap-4 md:grid-cols-[minmax(0,28rem)_10rem]">
                  <TextField name="email" type="email" label={t('email')} autoComplete="email" maxLength={120} required />
                  <TextField name="npa" label={t('npa')} help={t('npaHelp')} inputMode="numeric" autoComplete="postal-code" required />
                </div>
                <p className="max-w-[70ch] text-sm text-muted">{t('privacy')}</p>
              </>
            )}
          </FormShell>
        </section>
      </div>
    </div>
  )
}
