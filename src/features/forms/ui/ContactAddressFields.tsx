'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useReducer, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { AddressEntry, fetchSwisscable, interpretStreetLookup, isPostalCode } from '@/features/address'
import { contactDistributorFor, type ContentDistributor } from '@/features/distributors'
import { LabelText, TextField, useFieldError } from './fields'

import { contactReducer, initialContactState } from '../contact-store'

interface Props {
  /** '' for the contact address, 'newAddress.' or 'oldAddress.' for a move. */
  prefix?: string
  distributors: readonly ContentDistributor[]
  streetRequired?: boolean
  /** Tells the visitor where the request goes once the postal code is known (§8, §9). */
  showRouting?: boolean
}

/**
 * Postal code, street (with the suggestions of the order's street index), number and city. The
 * §4 address flow of the contact store runs it: a new postal code clears city, street, number,
 * the street list and the distributor; picking a street sets street and city.
 */
export function ContactAddressFields({ prefix = '', distributors, streetRequired = false, showRouting = false }: Props) {
  const t = useTranslations('forms')
  const { register, setValue, control } = useFormContext()
  const [flow, dispatch] = useReducer(contactReducer, initialContactState)
  const street = (useWatch({ control, name: `${prefix}street` }) as string | undefined) ?? ''
  const npaError = useFieldError(`${prefix}npa`)
  const streetError = useFieldError(`${prefix}street`)
  const numberError = useFieldError(`${prefix}number`)
  const latest = useRef<AbortController | null>(null)
  const routed = flow.statuses.contact ? contactDistributorFor(flow.npa, distributors) : null

  useEffect(() => () => latest.current?.abort(), [])

  const npaField = register(`${prefix}npa`)
  const onPostalCode = async (npa: string) => {
    dispatch({ type: 'address/setPostalCode', npa })
    for (const field of ['city', 'street', 'number']) setValue(`${prefix}${field}`, '')
    latest.current?.abort()
    if (!isPostalCode(npa)) return
    const controller = new AbortController()
    latest.current = controller
    dispatch({ type: 'distributor/checkStarted' })
    const distributor = contactDistributorFor(npa, distributors)
    if (distributor) dispatch({ type: 'distributor/found', distributor })
    else dispatch({ type: 'address/failed', error: { message: t('contact.routedToOperator') } })
    const lookup = interpretStreetLookup(await fetchSwisscable({ plz: npa }, controller.signal))
    if (controller.signal.aborted || !lookup.ok) return
    dispatch({ type: 'address/streetsLoaded', streets: lookup.streets })
    const cities = new Set(lookup.streets.map((row) => row.city))
    const only = [...cities][0]
    if (cities.size === 1 && only) setValue(`${prefix}city`, only, { shouldValidate: true })
  }

  const streetField = register(`${prefix}street`)
  const routingNote = routed
    ? t('contact.routedTo', { name: routed.name })
    : flow.error && typeof flow.error === 'object'
      ? flow.error.message
      : null

  return (
    <AddressEntry
      idPrefix={`form-${prefix.replace(/\./g, '-')}`}
      postalCode={{
        label: <LabelText label={t('fields.npa')} required />,
        help: false,
        error: npaError,
        required: true,
        input: {
          type: 'text',
          ...npaField,
          onChange: async (event) => {
            await npaField.onChange(event)
            void onPostalCode(String(event.target.value).trim())
          },
        },
      }}
      street={{
        name: streetField.name,
        label: <LabelText label={t('fields.street')} required={streetRequired} />,
        value: street,
        streets: flow.streets,
        error: streetError,
        inputRef: streetField.ref,
        onBlur: (event) => void streetField.onBlur(event),
        onInput: (text) => setValue(`${prefix}street`, text, { shouldDirty: true }),
        onPick: (row) => {
          dispatch({ type: 'address/pickStreet', row })
          setValue(`${prefix}street`, row.street, { shouldValidate: true })
          setValue(`${prefix}city`, row.city, { shouldValidate: true })
        },
      }}
      number={{
        label: <LabelText label={t('fields.number')} required={streetRequired} />,
        error: numberError,
        required: streetRequired,
        input: { type: 'text', ...register(`${prefix}number`) },
      }}
    >
      {(fields) => (
        <div className="grid gap-4 sm:grid-cols-[120px_1fr]">
          {fields.postalCode}
          <TextField name={`${prefix}city`} label={t('fields.city')} autoComplete="address-level2" maxLength={60} required />
          {showRouting && routingNote && (
            <p role="status" className="text-sm text-muted sm:col-span-2">
              {routingNote}
            </p>
          )}
          <div className="sm:col-span-2 grid gap-4 sm:grid-cols-[1fr_120px]">
            {fields.street}
            {fields.number}
          </div>
        </div>
      )}
    </AddressEntry>
  )
}
