'use client'

import { useTranslations } from 'next-intl'

import { PHONE_COUNTRY_CODES } from '../phone'
import { CheckboxField, DateField, FormSection, FormShell, PhoneField, TextAreaField, TextField } from '../components'
import type { RequestFormProps } from '../form-definition'
import { Icon } from '@/ui/Icon'

import { ContactAddressFields } from '../ui/ContactAddressFields'
import { MOVING_DEFAULTS, MOVING_FEES, MOVING_NOTICE_DAYS, movingForm } from './form'
import { NewAddressCheck } from './NewAddressCheck'

/** The moving assistant: both addresses, the new one checked live, the §9 fees and notice. */
export function Form({ distributors }: RequestFormProps) {
  const t = useTranslations('forms')
  return (
    <FormShell definition={movingForm} defaultValues={MOVING_DEFAULTS} submitLabel={t('send')}>
      {() => (
        <>
          <aside aria-labelledby="moving-terms" className="rounded-2xl bg-surface-alt p-4 sm:p-6">
            <h3 id="moving-terms" className="mb-2 flex items-center gap-2 text-lg font-bold">
              <Icon icon="info" className="size-5 shrink-0" />
              {t('moving.termsTitle')}
            </h3>
            <ul className="list-disc space-y-1 pl-5">
              <li>{t('moving.keepFee', { price: MOVING_FEES.keepSubscription })}</li>
              <li>{t('moving.technicianFee', { price: MOVING_FEES.technician })}</li>
              <li>{t('moving.notice', { weeks: MOVING_NOTICE_DAYS / 7 })}</li>
            </ul>
          </aside>
          <FormSection legend={t('contact.you')} ruled={false}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="firstName" label={t('fields.firstName')} autoComplete="given-name" maxLength={60} required />
              <TextField name="lastName" label={t('fields.lastName')} autoComplete="family-name" maxLength={60} required />
              <TextField
                name="clientNumber"
                label={t('fields.clientNumber')}
                help={t('fields.clientNumberHelp')}
                inputMode="numeric"
                maxLength={12}
                required
              />
              <TextField name="email" type="email" label={t('fields.email')} autoComplete="email" maxLength={120} required />
              <PhoneField name="phone" label={t('fields.phone')} codes={PHONE_COUNTRY_CODES} required />
            </div>
          </FormSection>
          <FormSection legend={t('moving.oldAddress')}>
            <ContactAddressFields prefix="oldAddress." distributors={distributors} streetRequired />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="oldAddress.apartment" label={t('fields.apartment')} maxLength={40} />
              <DateField name="oldAddress.releaseDate" label={t('moving.releaseDate')} required />
            </div>
          </FormSection>
          <FormSection legend={t('moving.newAddress')}>
            <ContactAddressFields prefix="newAddress." distributors={distributors} streetRequired />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="newAddress.apartment" label={t('fields.apartment')} maxLength={40} />
              <DateField
                name="newAddress.entryDate"
                label={t('moving.entryDate')}
                help={t('moving.entryDateHelp', { weeks: MOVING_NOTICE_DAYS / 7 })}
                required
              />
              <NewAddressCheck distributors={distributors} />
            </div>
          </FormSection>
          <FormSection legend={t('contact.request')} legendHidden>
            <TextAreaField name="remark" label={t('fields.remark')} maxLength={2000} />
            <CheckboxField
              name="fees"
              label={t('moving.feesAccepted', { keep: MOVING_FEES.keepSubscription, technician: MOVING_FEES.technician })}
              required
            />
          </FormSection>
        </>
      )}
    </FormShell>
  )
}
