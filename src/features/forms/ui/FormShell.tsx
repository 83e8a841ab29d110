'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { FormProvider, useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form'

import { useRunsInBrowser, WAITS_FOR_PAGE } from '@/ui/islands/island'
import { BUTTON_PRIMARY, ERROR_NOTICE, PANEL } from '@/ui/styles'
import { Icon } from '@/ui/Icon'
import { Token } from '@/ui/Token'
import { useFocusAfterRender } from '@/ui/use-focus-after-render'

import { sendForm } from '../client-api'
import { formEndpoint, SUBMISSION_PARTS, type FormDefinition, type StandaloneForm } from '../form-definition'
import { formResolver } from '../form-resolver'
import type { PostedFormKind } from '../kinds'
import { SecurityCode, solvedSecurityCode } from '../SecurityCode'

type Outcome = { status: 'idle' } | { status: 'sent'; reference: string | null } | { status: 'failed'; message: string }

interface Props<T extends FieldValues> {
  definition: FormDefinition<unknown, PostedFormKind> | StandaloneForm<unknown>
  defaultValues: DefaultValues<T>
  /** The form's fields; they read and write the form through react-hook-form's context. */
  children: (form: UseFormReturn<T>) => ReactNode
  submitLabel: string
  /** The thanks shown once sent, instead of §8's generic success text. */
  successMessage?: string
}

/** Refusals whose reason the server words itself (too many, too large, already answered); others get §8's error text. */
const OWN_REASONS = new Set([409, 413, 429])

/**
 * Every form of the site: validation by the form's schema, the honeypot, the security code, the
 * send, and its outcome — §8's success text with the reference, or its error text. After a failed
 * submit the page moves to the first field in error.
 */
export function FormShell<T extends FieldValues>({ definition, defaultValues, children, submitLabel, successMessage }: Props<T>) {
  const t = useTranslations('forms')
  const locale = useLocale()
  const form = useForm<T>({ resolver: formResolver<T>(definition), defaultValues, mode: 'onTouched', shouldFocusError: true })
  const element = useRef<HTMLFormElement>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const [alertRef, focusAlert] = useFocusAfterRender<HTMLDivElement>()
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' })
  const [challengeError, setChallengeError] = useState(false)
  // A code is accepted once: after a refused send the widget starts over with a new one.
  const [attempt, setAttempt] = useState(0)
  const contact = 'kind' in definition && definition.kind === 'contact'

  const runs = useRunsInBrowser()

  // The thanks take the form's place, shown at once: no smooth scroll from where the button was.
  useEffect(() => {
    if (outcome.status !== 'sent') return
    outcomeRef.current?.focus({ preventScroll: true })
    outcomeRef.current?.scrollIntoView({ block: 'nearest', behavior: 'instant' })
  }, [outcome])

  const send = async (values: T) => {
    const challenge = await solvedSecurityCode(element.current)
    const honeypot = element.current ? new FormData(element.current).get(SUBMISSION_PARTS.honeypot) : null
    if (challenge === null) {
      setChallengeError(true)
      element.current?.querySelector<HTMLElement>('[data-security-code] input[type=checkbox]')?.focus()
      return
    }
    setChallengeError(false)
    const { files, ...answers } = values as FieldValues
    const result = await sendForm(
      formEndpoint(definition),
      locale,
      { answers, files: (files as File[] | undefined) ?? [], challenge, honeypot: typeof honeypot === 'string' ? honeypot : '' },
      definition.query,
    )
    if (result.ok) {
      setOutcome({ status: 'sent', reference: result.reference })
      return
    }
    setAttempt((count) => count + 1)
    const fields = Object.entries(result.errors).filter(([path]) => path !== 'altcha')
    for (const [path, message] of fields) form.setError(path as never, { type: 'server', message })
    if (result.errors.altcha) setChallengeError(true)
    setOutcome({
      status: 'failed',
      message: OWN_REASONS.has(result.status) && result.detail ? result.detail : t(contact ? 'result.contactError' : 'result.error'),
    })
    const first = fields[0]?.[0]
    if (first) form.setFocus(first as never)
    else focusAlert()
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(send)(event)

  if (outcome.status === 'sent') {
    return (
      <div ref={outcomeRef} tabIndex={-1} role="status" className={`${PANEL} flex items-start gap-3 border-[var(--color-success,#1b7f3b)]`}>
        <Icon icon="circle-check" className="mt-0.5 size-6 shrink-0 text-[var(--color-success,#1b7f3b)]" />
        <div>
          <p className="text-lg font-bold">{successMessage ?? t(contact ? 'result.contactSuccess' : 'result.success')}</p>
          {outcome.reference && (
            <p className="mt-1">
              {t.rich('result.reference', {
                reference: outcome.reference,
                ref: () => (
                  <span className="font-semibold">
                    <Token text={outcome.reference ?? ''} />
                  </span>
                ),
              })}
            </p>
          )}
        </div>
      </div>
    )
  }

  return (
    <FormProvider {...form}>
      <form ref={element} onSubmit={onSubmit} noValidate className="space-y-6" aria-busy={form.formState.isSubmitting || undefined}>
        <p className="text-sm text-muted">{t('requiredNote')}</p>
        {children(form)}
        {/* Hidden from people and assistive technology; a bot filling it is ignored. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Website
            <input type="text" name={SUBMISSION_PARTS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <SecurityCode key={attempt} error={challengeError ? t('validation.challenge') : undefined} />
        <div ref={alertRef} tabIndex={-1} role="alert" className="outline-none">
          {outcome.status === 'failed' && (
            <p className={ERROR_NOTICE}>
              <Icon icon="circle-alert" className="mt-0.5 size-5 shrink-0" />
              {outcome.message}
            </p>
          )}
        </div>
        <button
          type="submit"
          className={BUTTON_PRIMARY}
          disabled={!runs || form.formState.isSubmitting}
          {...(runs ? {} : { [WAITS_FOR_PAGE]: '' })}
        >
          {form.formState.isSubmitting ? t('sending') : submitLabel}
        </button>
      </form>
    </FormProvider>
  )
}
