'use client'

import { useTranslations } from 'next-intl'

import { PHONE_COUNTRY_CODES } from '../phone'
import { CheckboxField, DateField, FormSection, FormShell, PhoneField, SelectField, TextAreaField, TextField } from '../components'
import type { RequestFormProps } from '../form-definition'
import { Icon } from '@/ui/Icon'

import { CANCELLATION_DEFAULTS, CANCELLATION_REASONS, cancellationForm } from './form'
import { ContactAddressFields } from '../ui/ContactAddressFields'

/** Cancellation: client number, address, reason, date (not in the past; the notice rule shown), confirmation. */
export function Form({ distributors }: RequestFormProps) {
  const t = useTranslations('forms')
  return (
    <FormShell definition={cancellationForm} defaultValues={CANCELLATION_DEFAULTS} submitLabel={t('cancellation.submit')}>
      {() => (
        <>
          <FormSection legend={t('contact.you')} ruled={false}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="clientNumber"
                label={t('fields.clientNumber')}
                help={t('fields.clientNumberHelp')}
                inputMode="numeric"
                maxLength={12}
                required
              />
              <span aria-hidden="true" className="hidden sm:block" />
              <TextField name="firstName" label={t('fields.firstName')} autoComplete="given-name" maxLength={60} required />
              <TextField name="lastName" label={t('fields.lastName')} autoComplete="family-name" maxLength={60} required />
              <TextField name="email" type="email" label={t('fields.email')} autoComplete="email" maxLength={120} required />
              <PhoneField name="phone" label={t('fields.phone')} codes={PHONE_COUNTRY_CODES} />
            </div>
          </FormSection>
          <FormSection legend={t('cancellation.address')}>
            <ContactAddressFields distributors={distributors} streetRequired />
          </FormSection>
          <FormSection legend={t('cancellation.request')}>
            <SelectField
              name="reason"
              label={t('fields.reason')}
              required
              options={CANCELLATION_REASONS.map((value) => ({ value, label: t(`cancellation.reasons.${value}`) }))}
              className="max-w-md"
            />
            <DateField name="date" label={t('cancellation.date')} required />
            <p className="flex items-start gap-2 rounded-lg bg-surface-alt p-3 text-sm">
              <Icon icon="info" className="mt-0.5 size-4 shrink-0" />
              {t('cancellation.notice')}
            </p>
            <TextAreaField name="remark" label={t('fields.remark')} maxLength={2000} />
            <CheckboxField name="confirmation" label={t('cancellation.confirmation')} required />
          </FormSection>
        </>
      )}
    </FormShell>
  )
}
