'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useFormContext } from 'react-hook-form'

import {
  availabilityOf,
  AvailabilityCard,
  fetchAvailability,
  fetchSwisscable,
  isPostalCode,
  providerOf,
  RedirectPanel,
  streetRowsOf,
  type Availability,
} from '@/features/address'
import { findDistributorForNpa, findRedirect, type ContentDistributor } from '@/features/distributors'
import { BUTTON_SECONDARY, ERROR_NOTICE } from '@/ui/styles'
import { Icon } from '@/ui/Icon'

type Check =
  | { status: 'idle' | 'checking' | 'notFound' }
  | { status: 'served'; availability: Availability; network: string }
  | { status: 'redirect'; operator: string; target: string }

/**
 * The move's new address checked live with the order's lookup: the network and its fibre
 * availability there, or the local operator that serves it instead.
 */
export function NewAddressCheck({ distributors }: { distributors: readonly ContentDistributor[] }) {
  const t = useTranslations('forms.moving')
  const { getValues } = useFormContext()
  const [check, setCheck] = useState<Check>({ status: 'idle' })

  const run = async () => {
    const { npa, street, number } = getValues('newAddress') as { npa: string; street: string; number: string }
    if (!isPostalCode(npa.trim()) || street.trim() === '' || number.trim() === '') return setCheck({ status: 'notFound' })
    setCheck({ status: 'checking' })
    const distributor = findDistributorForNpa(npa.trim(), distributors)
    const redirect = distributor ? findRedirect(distributor, null) : null
    if (distributor && redirect) return setCheck({ status: 'redirect', operator: distributor.name, target: redirect.target })
    const answer = await fetchSwisscable({ plz: npa.trim(), str: street.trim(), hnr: number.trim() })
    const provider = answer ? providerOf(answer) : null
    const row = answer ? streetRowsOf(answer)[0] : undefined
    if (!provider || !row) return setCheck({ status: 'notFound' })
    const availability = await fetchAvailability({ npa: row.npa, street: row.street, number: number.trim(), city: row.city })
    setCheck({
      status: 'served',
      availability: availability ?? availabilityOf(provider),
      network: distributor?.name ?? provider.name ?? '',
    })
  }

  return (
    <div className="space-y-4 sm:col-span-2">
      <button type="button" className={BUTTON_SECONDARY} onClick={() => void run()} disabled={check.status === 'checking'}>
        {check.status === 'checking' ? t('checking') : t('check')}
      </button>
      <div aria-live="polite">
        {check.status === 'served' && <AvailabilityCard availability={check.availability} network={check.network} />}
        {check.status === 'redirect' && <RedirectPanel operator={check.operator} target={check.target} />}
        {check.status === 'notFound' && (
          <p className={ERROR_NOTICE}>
            <Icon icon="circle-alert" className="mt-0.5 size-5 shrink-0" />
            {t('notFound')}
          </p>
        )}
      </div>
    </div>
  )
}
