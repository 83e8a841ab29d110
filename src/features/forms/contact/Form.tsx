'use client'

import { useTranslations } from 'next-intl'

import { CANTONS } from '@/cms/fields/options'
import { PHONE_COUNTRY_CODES } from '../phone'
import { ATTACHMENT_RULES } from '../rules'
import {
  CheckboxField,
  ChoiceGroup,
  FileField,
  FormSection,
  FormShell,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from '../components'
import type { RequestFormProps } from '../form-definition'

import { ContactAddressFields } from '../ui/ContactAddressFields'
import { CIVILITIES, CONTACT_COUNTRIES, CONTACT_DEFAULTS, CONTACT_METHODS, CONTACT_REASONS, contactForm } from './form'

/** The §3 contact form: routed to the distributor of its postal code, with attachments. */
export function Form({ distributors }: RequestFormProps) {
  const t = useTranslations('forms')
  return (
    <FormShell definition={contactForm} defaultValues={CONTACT_DEFAULTS} submitLabel={t('send')}>
      {() => (
        <>
          <SelectField
            name="reason"
            label={t('fields.reason')}
            required
            options={CONTACT_REASONS.map((value) => ({ value, label: t(`contact.reasons.${value}`) }))}
            className="max-w-md"
          />
          <FormSection legend={t('contact.you')}>
            <ChoiceGroup
              name="civility"
              legend={t('fields.civility')}
              options={CIVILITIES.map((value) => ({ value, label: t(`civilities.${value}`) }))}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="firstName" label={t('fields.firstName')} autoComplete="given-name" maxLength={60} required />
              <TextField name="lastName" label={t('fields.lastName')} autoComplete="family-name" maxLength={60} required />
              <TextField name="society" label={t('fields.society')} autoComplete="organization" maxLength={100} />
              <TextField
                name="clientNumber"
                label={t('fields.clientNumber')}
                help={t('fields.clientNumberHelp')}
                inputMode="numeric"
                maxLength={12}
              />
            </div>
          </FormSection>
          <FormSection legend={t('fields.address')}>
            <ContactAddressFields distributors={distributors} showRouting />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField name="complement" label={t('fields.complement')} autoComplete="address-line2" maxLength={60} />
              <SelectField
                name="canton"
                label={t('fields.canton')}
                options={[{ value: '', label: '—' }, ...CANTONS.map((value) => ({ value, label: value }))]}
              />
              <SelectField
                name="country"
                label={t('fields.country')}
                autoComplete="country"
                options={CONTACT_COUNTRIES.map((value) => ({ value, label: t(`countries.${value}`) }))}
              />
            </div>
          </FormSection>
          <FormSection legend={t('contact.reach')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="email" type="email" label={t('fields.email')} autoComplete="email" maxLength={120} required />
              <PhoneField name="phone" label={t('fields.phone')} codes={PHONE_COUNTRY_CODES} />
            </div>
            <ChoiceGroup
              name="methods"
              legend={t('fields.methods')}
              multiple
              required
              options={CONTACT_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
            />
          </FormSection>
          <FormSection legend={t('contact.request')}>
            <TextAreaField name="message" label={t('fields.message')} maxLength={2000} required />
            <FileField
              name="files"
              label={t('fields.files')}
              help={t('fields.filesHelp', { count: ATTACHMENT_RULES.maxFiles, size: 2, unit: 'MB' })}
              accept={ATTACHMENT_RULES.extensions.map((extension) => `.${extension}`).join(',')}
            />
            <CheckboxField name="privacy" label={t('fields.privacy')} required />
          </FormSection>
        </>
      )}
    </FormShell>
  )
}
