'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef, useState, type FormEvent } from 'react'

import { translateFormMessage } from '@/lib/form-message'
import { issuesByField } from '@/lib/form-message'
import { describedBy, Field } from '@/ui/Field'
import { Icon } from '@/ui/Icon'
import { BUTTON_PRIMARY, ERROR_NOTICE, INPUT } from '@/ui/styles'
import { useFocusAfterRender } from '@/ui/use-focus-after-render'

import { lookUpOrder, renewOrderLink } from './actions'
import { lookupSchema } from './lookup-form'

type Fields = { reference: string; npa: string }

interface Props {
  notice: string | null
  /** An expired link's page: the pair asks for a new link by mail (the expired link's reference filled in) instead of opening the order. */
  renewal?: { reference: string; sent: string }
}

/**
 * Finds an order by its reference and installation postal code, then opens its page; or, for an
 * expired link, has a new link mailed to the order's address and says only that it may have been.
 */
export function LookupForm({ notice, renewal }: Props) {
  const t = useTranslations()
  const locale = useLocale()
  const id = useId()
  const fields = { reference: useRef<HTMLInputElement>(null), npa: useRef<HTMLInputElement>(null) }
  const [answer, focusAnswer] = useFocusAfterRender<HTMLParagraphElement>()
  const [values, setValues] = useState<Fields>({ reference: renewal?.reference ?? '', npa: '' })
  const [errors, setErrors] = useState<Partial<Fields>>({})
  const [message, setMessage] = useState<string | null>(notice)
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)

  const showErrors = (found: Record<string, string>) => {
    setErrors({
      reference: found.reference && translateFormMessage(t, found.reference),
      npa: found.npa && translateFormMessage(t, found.npa),
    })
    fields[found.reference ? 'reference' : 'npa'].current?.focus()
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setMessage(null)
    const parsed = lookupSchema.safeParse(values)
    if (!parsed.success) return showErrors(issuesByField(parsed.error))
    setErrors({})
    setBusy(true)
    if (renewal) {
      const result = await renewOrderLink(parsed.data).catch(() => ({ ok: false as const, error: 'orderTracking.expired.failed' }))
      setBusy(false)
      if ('fields' in result) return showErrors(result.fields)
      setSent(result.ok)
      setMessage(result.ok ? renewal.sent : t(result.error))
      focusAnswer()
      return
    }
    const result = await lookUpOrder({ ...parsed.data, locale }).catch(() => ({ ok: false as const, error: 'orderTracking.lookup.failed' }))
    if (result.ok) {
      window.location.assign(result.url)
      return
    }
    setBusy(false)
    if ('fields' in result) return showErrors(result.fields)
    setMessage(t(result.error))
    focusAnswer()
  }

  const input = (name: keyof Fields, extra: { autoComplete: string; inputMode?: 'numeric'; maxLength: number; help?: string }) => (
    <Field id={`${id}-${name}`} label={t(`orderTracking.lookup.${name}`)} help={extra.help} error={errors[name]}>
      <input
        ref={fields[name]}
        id={`${id}-${name}`}
        name={name}
        autoComplete={extra.autoComplete}
        inputMode={extra.inputMode}
        maxLength={extra.maxLength}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(`${id}-${name}`, extra.help, errors[name])}
        className={INPUT}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
    </Field>
  )

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-busy={busy || undefined}
      data-testid={renewal ? 'order-link-renewal' : 'order-lookup'}
    >
      {input('reference', { autoComplete: 'off', maxLength: 20, help: t('orderTracking.lookup.referenceHelp') })}
      {input('npa', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 4 })}
      <p ref={answer} tabIndex={-1} role="status" aria-live="polite" className="outline-none empty:hidden">
        {message && sent && (
          <span className="flex items-start gap-2">
            <Icon icon="circle-check" className="mt-0.5 size-5 shrink-0 text-[var(--color-success,#1b7f3b)]" />
            {message}
          </span>
        )}
        {message && !sent && (
          <span className={ERROR_NOTICE}>
            <Icon icon="circle-alert" className="mt-0.5 size-5 shrink-0" />
            {message}
          </span>
        )}
      </p>
      <button type="submit" className={`${BUTTON_PRIMARY} self-start`} disabled={busy}>
        {renewal
          ? t(busy ? 'orderTracking.expired.sending' : 'orderTracking.expired.submit')
          : t(busy ? 'orderTracking.lookup.searching' : 'orderTracking.lookup.submit')}
      </button>
    </form>
  )
}
