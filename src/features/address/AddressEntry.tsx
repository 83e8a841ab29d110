'use client'

import { useTranslations } from 'next-intl'
import { useMemo, useState, type FocusEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

import { describedBy, Field } from '@/ui/Field'
import { INPUT } from '@/ui/styles'

import { streetSuggester } from './street-index'
import { NameList } from './text-match'
import { StreetCombobox } from './StreetCombobox'
import type { StreetRow } from './swisscable'

/** An input's value and handlers, or a form library's registration (name, ref, handlers). */
type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby' | 'aria-required'
> & {
  ref?: Ref<HTMLInputElement>
}

interface Part {
  /** The address labels unless given (forms give theirs, with the required star). */
  label?: ReactNode
  error: string | undefined
}

interface TextPart extends Part {
  input: InputProps
  required?: boolean
  /** §9: postal-code and number inputs are at most 120 px wide, unless the layout sizes them. */
  narrow?: boolean
}

interface AddressEntryProps {
  /** Each field's id is the prefix and its name: 'order-npa', 'lookup-street', 'form-newAddress-number'. */
  idPrefix: string
  postalCode: TextPart & {
    /** The '4 digits' help under the field; the forms do without. */
    help?: boolean
    /** Shown beside the input: the city of the postal code. */
    aside?: ReactNode
  }
  street: Part & {
    value: string
    /** The postal code's streets, from the lookup once: typing ranks them, with no request. */
    streets: readonly StreetRow[]
    onInput: (text: string) => void
    onPick: (row: StreetRow) => void
    name?: string
    inputRef?: Ref<HTMLInputElement>
    onBlur?: (event: FocusEvent<HTMLInputElement>) => void
  }
  number: TextPart
  /** The fields laid out by the caller: the funnel shows street and number once the streets came, the lookup all in a row. */
  children: (fields: { postalCode: ReactNode; street: ReactNode; number: ReactNode }) => ReactNode
}

const inputClass = (narrow: boolean) => (narrow ? `${INPUT} max-w-[120px]` : INPUT)

/**
 * The address entry of every screen that asks for one (the order funnel, the availability check,
 * the status lookup, the contact forms): postal code, street with its suggestions, house number,
 * with their labels, help, errors and ARIA wiring. What happens on input and on submit is the caller's.
 */
export function AddressEntry({ idPrefix, postalCode, street, number, children }: AddressEntryProps) {
  const t = useTranslations('address')
  const suggest = useMemo(() => streetSuggester(street.streets), [street.streets])
  const suggestions = useMemo(() => suggest(street.value), [suggest, street.value])
  const names = useMemo(() => new NameList(street.streets.map((row) => row.street)), [street.streets])
  // Once the visitor leaves the street field: a street typed and never picked that the postal code
  // does not have is said so (the check of the address, where there is one, refuses it anyway).
  const [left, setLeft] = useState(false)
  const unknownStreet = left && street.value.trim() !== '' && street.streets.length > 0 && names.indexOf(street.value) < 0

  const npaId = `${idPrefix}npa`
  const npaHelp = postalCode.help === false ? undefined : t('npaHelp')
  // No maxLength: a fifth digit cut off unseen hides the slip ('17000' read as 1700); the rules refuse it with its message.
  const npaInput = (
    <input
      id={npaId}
      className={inputClass(postalCode.narrow ?? true)}
      inputMode="numeric"
      autoComplete="postal-code"
      aria-required={postalCode.required || undefined}
      aria-invalid={postalCode.error ? true : undefined}
      aria-describedby={describedBy(npaId, npaHelp, postalCode.error)}
      {...postalCode.input}
    />
  )

  const numberId = `${idPrefix}number`
  return children({
    postalCode: (
      <Field id={npaId} label={postalCode.label ?? t('npa')} help={npaHelp} error={postalCode.error}>
        {postalCode.aside === undefined ? (
          npaInput
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            {npaInput}
            {postalCode.aside}
          </div>
        )}
      </Field>
    ),
    street: (
      <StreetCombobox
        id={`${idPrefix}street`}
        name={street.name}
        label={street.label}
        value={street.value}
        options={suggestions}
        error={street.error}
        inputRef={street.inputRef}
        unknown={unknownStreet}
        onBlur={(event) => {
          setLeft(true)
          street.onBlur?.(event)
        }}
        onInput={(text) => {
          setLeft(false)
          street.onInput(text)
        }}
        onPick={street.onPick}
      />
    ),
    number: (
      <Field id={numberId} label={number.label ?? t('number')} error={number.error}>
        <input
          id={numberId}
          className={inputClass(number.narrow ?? true)}
          autoComplete="off"
          maxLength={10}
          aria-required={number.required || undefined}
          aria-invalid={number.error ? true : undefined}
          aria-describedby={describedBy(numberId, undefined, number.error)}
          {...number.input}
        />
      </Field>
    ),
  })
}
