'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form'

import { findOffer, type Catalogue } from '@/features/catalogue'
import { SecurityCode, solvedSecurityCode } from '@/features/forms/components'
import { translateFormMessage } from '@/lib/form-message'
import { describedBy, Field, FieldError } from '@/ui/Field'
import { BUTTON_PRIMARY, BUTTON_SECONDARY, INPUT, LABEL, PANEL } from '@/ui/styles'

import { submitOrder } from '../actions'
import { CIVILITIES, customerSchemaOf, type Audience } from '../customer-schema'
import type { FunnelAction, FunnelState } from '../funnel'

const FIELDS = ['company', 'civility', 'firstName', 'lastName', 'birthDate', 'email', 'phone', 'complement'] as const
type CustomerField = (typeof FIELDS)[number]
type CustomerValues = Record<CustomerField, string>

const EMPTY: CustomerValues = Object.fromEntries(FIELDS.map((field) => [field, ''])) as CustomerValues

interface Props {
  audience: Audience
  catalogue: Catalogue
  state: FunnelState
  dispatch: (action: FunnelAction) => void
}

/** Step 3: who orders (one zod schema per audience, the same on the server), then confirm. */
export function DetailsStep({ audience, catalogue, state, dispatch }: Props) {
  const t = useTranslations()
  const locale = useLocale()
  const [pending, startTransition] = useTransition()
  const [submitError, setSubmitError] = useState<string | null>(null)
  const element = useRef<HTMLFormElement>(null)
  // The security code is computed while the customer types; it shows only when it failed or was refused.
  const [codeShown, setCodeShown] = useState(false)
  // A code is accepted once: after a refused order the widget starts over with a new one.
  const [attempt, setAttempt] = useState(0)
  const { search, order: selection, distributor } = state.order
  const form = useForm<CustomerValues>({
    // The library's resolver, raw: the form keeps the strings typed, every field of both audiences
    // (each schema's input names its own, a civility one of two); the server parses them again.
    resolver: zodResolver(customerSchemaOf(audience), undefined, { raw: true }) as unknown as Resolver<CustomerValues>,
    defaultValues: { ...EMPTY, ...state.draft },
    mode: 'onTouched',
  })
  const { register, handleSubmit, setError, formState, subscribe } = form

  // The draft survives a reload (sessionStorage), like the rest of the funnel.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          dispatch({
            type: 'draft',
            values: Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
          })
        },
      }),
    [subscribe, dispatch],
  )

  const errorOf = (field: CustomerField): string | undefined => {
    const encoded = formState.errors[field]?.message
    return encoded ? translateFormMessage(t, encoded) : undefined
  }

  const text = (
    field: CustomerField,
    label: string,
    options: { help?: string; type?: string; autoComplete?: string; className?: string } = {},
  ) => {
    const id = `order-${field}`
    const error = errorOf(field)
    const registration: UseFormRegisterReturn = register(field)
    return (
      <Field id={id} label={label} help={options.help} error={error} className={options.className}>
        <input
          id={id}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, options.help, error)}
          className={INPUT}
          {...registration}
        />
      </Field>
    )
  }

  const confirm = (customer: CustomerValues) => {
    setSubmitError(null)
    const submission = {
      audience,
      locale,
      selection: {
        offer: selection.value,
        hsi_solo_net: selection.hsi_solo_net,
        mysports_earlybird: selection.mysports_earlybird,
        extras: selection.extras,
      },
      address: { npa: search.npa, street: search.street, number: search.number, city: search.city },
      customer,
    }
    startTransition(async () => {
      const securityCode = await solvedSecurityCode(element.current)
      if (securityCode === null) {
        setCodeShown(true)
        setSubmitError('order.submit.challenge')
        return
      }
      const result = await submitOrder({ ...submission, securityCode })
      if (!result.ok) setAttempt((count) => count + 1)
      if (!result.ok && 'error' in result && result.error === 'order.submit.challenge') setCodeShown(true)
      if (result.ok) {
        dispatch({ type: 'placed', reference: result.reference, tracking: result.tracking, payload: submission })
      } else if ('fields' in result) {
        for (const [path, message] of Object.entries(result.fields)) {
          const field = path.replace(/^customer\./, '') as CustomerField
          if (FIELDS.includes(field)) setError(field, { type: 'server', message })
          else setSubmitError('order.submit.failed')
        }
      } else {
        setSubmitError(result.error)
      }
    })
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => handleSubmit(confirm)(event)

  const civilityError = errorOf('civility')
  return (
    <form ref={element} onSubmit={onSubmit} noValidate className="space-y-8">
      <section aria-labelledby="order-summary" className={PANEL}>
        <h3 id="order-summary" className="mb-3 text-lg font-bold">
          {t('order.summary.title')}
        </h3>
        <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">{t('order.summary.pack')}</dt>
          <dd>{findOffer(catalogue, selection.value)?.name}</dd>
          <dt className="font-semibold">{t(selection.delivery ? 'order.fields.deliveryAddress' : 'order.fields.installationAddress')}</dt>
          <dd>
            {search.street} {search.number}, {search.npa} {search.city}
            {distributor && <span className="block text-sm text-muted">{t('order.availability.network', { name: distributor.name })}</span>}
          </dd>
        </dl>
        <button
          type="button"
          className="mt-3 min-h-11 font-semibold text-link underline"
          onClick={() => dispatch({ type: 'go', step: 'address' })}
        >
          {t('order.actions.edit')}
        </button>
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        {audience === 'business' && (
          <>
            {text('company', t('order.fields.company'), { autoComplete: 'organization', className: 'sm:col-span-2' })}
            <p className="text-lg font-bold sm:col-span-2">{t('order.fields.contactPerson')}</p>
          </>
        )}
        <fieldset
          role="radiogroup"
          className="sm:col-span-2"
          aria-invalid={civilityError ? true : undefined}
          aria-describedby={civilityError ? 'order-civility-error' : undefined}
        >
          <legend className={LABEL}>{t('order.civilities.legend')}</legend>
          <div className="flex gap-6">
            {CIVILITIES.map((civility) => (
              <label key={civility} className="flex min-h-11 items-center gap-2">
                <input type="radio" value={civility} className="size-5 accent-[var(--color-primary)]" {...register('civility')} />
                {t(`order.civilities.${civility}`)}
              </label>
            ))}
          </div>
          <FieldError id="order-civility-error" message={civilityError} />
        </fieldset>
        {text('firstName', t('order.fields.firstName'), { autoComplete: 'given-name' })}
        {text('lastName', t('order.fields.lastName'), { autoComplete: 'family-name' })}
        {audience === 'private' &&
          text('birthDate', t('order.fields.birthDate'), { type: 'date', autoComplete: 'bday', help: t('order.fields.birthDateHelp') })}
        {text('email', t('order.fields.email'), { type: 'email', autoComplete: 'email', help: t('order.fields.emailHelp') })}
        {text('phone', t('order.fields.phone'), { type: 'tel', autoComplete: 'tel', help: t('forms.fields.phoneHelp') })}
        {text('complement', t('order.fields.complement'), { autoComplete: 'address-line2', help: t('order.fields.complementHelp') })}
      </div>

      <div hidden={!codeShown}>
        <SecurityCode
          key={attempt}
          onStateChange={(state) => {
            if (state === 'error') setCodeShown(true)
          }}
        />
      </div>

      <div role="alert">{submitError && <FieldError id="order-submit-error" message={t(submitError)} />}</div>

      <div className="flex flex-wrap gap-3">
        <button type="button" className={BUTTON_SECONDARY} onClick={() => dispatch({ type: 'go', step: 'address' })}>
          {t('order.actions.back')}
        </button>
        <button type="submit" className={BUTTON_PRIMARY} disabled={pending}>
          {pending ? t('order.actions.sending') : t('order.actions.confirm')}
        </button>
      </div>
    </form>
  )
}
