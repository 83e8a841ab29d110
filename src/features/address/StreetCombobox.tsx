'use client'

import { useTranslations } from 'next-intl'
import type { FocusEvent, ReactNode, Ref } from 'react'

import { Combobox } from '@/ui/Combobox'

import type { StreetRow } from './swisscable'

interface Props {
  id: string
  value: string
  options: readonly StreetRow[]
  error: string | undefined
  onInput: (text: string) => void
  onPick: (row: StreetRow) => void
  /** Lets a form library focus the field (first error after a failed submit). */
  inputRef?: Ref<HTMLInputElement>
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void
  label?: ReactNode
  /** The form field's name, for forms that read it by name. */
  name?: string
  /** The street typed is none of the postal code's: the help says so instead. */
  unknown?: boolean
}

/** The street field: a combobox of the streets of the postal code ('Aucun résultat' when none matches). */
export function StreetCombobox({ label, unknown = false, ...props }: Props) {
  const t = useTranslations('address')
  return (
    <Combobox
      {...props}
      label={label ?? t('street')}
      help={unknown ? t('streetUnknown') : t('streetHelp')}
      optionKey={(row) => `${row.npa}-${row.street}`}
      renderOption={(row) => (
        <>
          <span className="font-medium">{row.street}</span>
          <span className="text-sm text-muted">
            {row.npa} {row.city}
          </span>
        </>
      )}
      strings={{ suggestions: t('suggestions'), noResult: t('noResult'), resultsCount: (count) => t('resultsCount', { count }) }}
    />
  )
}
