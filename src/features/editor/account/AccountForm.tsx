'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import type * as z from 'zod/mini'

import { formResolver } from '@/features/forms'
import { requestJson } from '@/lib/http-client'
import { BUTTON_PRIMARY } from '@/ui/styles'
import { Icon } from '@/ui/Icon'
import { useFocusAfterRender } from '@/ui/use-focus-after-render'

type Outcome = { status: 'idle' } | { status: 'done'; message: string } | { status: 'failed'; message: string }

interface Props<T extends FieldValues> {
  schema: z.ZodMiniType
  defaultValues: DefaultValues<T>
  endpoint: string
  /** Sent beside the fields (the token of a mail's link). */
  extra?: Record<string, string>
  /** §8 texts of the call, by message key under 'editor'. */
  successKey: string
  errorKey: string
  submitLabel: string
  children: ReactNode
  /** After success, what replaces the form's fields (a link onwards); the answer's body is given. */
  onDone?: (body: Record<string, unknown> | null) => void
  /** Keep the fields after success (the profile) instead of showing only the outcome. */
  keepForm?: boolean
  after?: ReactNode
}

const TIMEOUT_MS = 20_000

/**
 * One account form: the schema in the browser (react-hook-form) and again on the server, the
 * server's field problems on their fields, and §8's success or error text of the call.
 */
export function AccountForm<T extends FieldValues>(props: Props<T>) {
  const { schema, defaultValues, endpoint, extra, successKey, errorKey, submitLabel, children, onDone, keepForm, after } = props
  const t = useTranslations('editor')
  const locale = useLocale()
  const form = useForm<T>({
    resolver: formResolver<T>({ schema: () => schema, maxFiles: 0 }),
    defaultValues,
    mode: 'onTouched',
    shouldFocusError: true,
  })
  const [outcomeRef, focusOutcome] = useFocusAfterRender<HTMLDivElement>()
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' })

  const send = async (values: T) => {
    const answer = await requestJson<Record<string, unknown>>(endpoint, {
      query: { locale },
      json: { ...values, ...extra },
      timeoutMs: TIMEOUT_MS,
    })
    const detail = typeof answer.body?.detail === 'string' ? answer.body.detail : ''
    if (answer.ok) {
      setOutcome({ status: 'done', message: t(successKey) })
      onDone?.(answer.body)
    } else {
      const errors = (answer.body?.errors as Record<string, string> | undefined) ?? {}
      for (const [path, message] of Object.entries(errors)) form.setError(path as never, { type: 'server', message })
      setOutcome({ status: 'failed', message: answer.status === 429 && detail ? detail : answer.status === 0 ? t('failed') : t(errorKey) })
    }
    focusOutcome()
  }

  const message =
    outcome.status === 'idle' ? null : (
      <p
        className={`flex items-start gap-2 rounded-lg border p-3 font-medium ${outcome.status === 'done' ? 'border-[var(--color-success)] text-[var(--color-success)]' : 'border-[var(--color-danger)] text-[var(--color-danger)]'}`}
      >
        {outcome.status === 'done' ? (
          <Icon icon="circle-check" className="mt-0.5 size-5 shrink-0" />
        ) : (
          <Icon icon="circle-alert" className="mt-0.5 size-5 shrink-0" />
        )}
        {outcome.message}
      </p>
    )

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => form.handleSubmit(send)(event)}
        noValidate
        className="space-y-5"
        aria-busy={form.formState.isSubmitting || undefined}
      >
        {(outcome.status !== 'done' || keepForm) && (
          <>
            <p className="text-sm text-muted">{t('required')}</p>
            {children}
          </>
        )}
        <div ref={outcomeRef} tabIndex={-1} role={outcome.status === 'failed' ? 'alert' : 'status'} className="outline-none">
          {message}
        </div>
        {(outcome.status !== 'done' || keepForm) && (
          <button type="submit" className={BUTTON_PRIMARY} disabled={form.formState.isSubmitting}>
            {submitLabel}
          </button>
        )}
        {after}
      </form>
    </FormProvider>
  )
}
