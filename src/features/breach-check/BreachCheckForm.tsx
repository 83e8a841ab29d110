'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef, useState, type FormEvent } from 'react'

import { translateFormMessage } from '@/lib/form-message'
import { telHref } from '@/lib/formats'
import { requestJson } from '@/lib/http-client'
import { describedBy, Field } from '@/ui/Field'
import { BUTTON_PRIMARY, ERROR_NOTICE, INPUT } from '@/ui/styles'
import { Icon } from '@/ui/Icon'
import { useFocusAfterRender } from '@/ui/use-focus-after-render'

import { breachCheckSchema, type BreachCheckAnswer } from './breach-check-form'

type Outcome = { status: 'idle' } | { status: 'answered'; found: boolean } | { status: 'failed'; message: string }

/** A panel whose border carries the answer's status colour (beside its icon and words). */
const ANSWER = 'flex items-start gap-4 rounded-2xl border-2 bg-surface p-4 sm:p-6'

const STEPS = ['password', 'otherAccounts', 'twoFactor', 'phishing'] as const

/** The visitor's answer from /api/breach-check: listed or not, and what to do about it. */
async function askBreachCheck(
  email: string,
  locale: string,
): Promise<{ ok: true; answer: BreachCheckAnswer } | { ok: false; status: number; detail: string }> {
  const { ok, status, body } = await requestJson<Record<string, unknown>>('/api/breach-check', {
    query: { locale },
    json: { email },
    timeoutMs: 20_000,
  })
  if (ok && typeof body?.found === 'boolean') return { ok: true, answer: { found: body.found } }
  return { ok: false, status, detail: typeof body?.detail === 'string' ? body.detail : '' }
}

/** §1 data-breach e-mail check: was this address in the operator's incident, and what to do. */
export function BreachCheckForm({ phone }: { phone: string | null }) {
  const t = useTranslations()
  const locale = useLocale()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [answerRef, focusAnswer] = useFocusAfterRender<HTMLDivElement>()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' })
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = breachCheckSchema.safeParse({ email })
    if (!parsed.success) {
      setError(translateFormMessage(t, parsed.error.issues[0]?.message ?? ''))
      setOutcome({ status: 'idle' })
      input.current?.focus()
      return
    }
    setError(undefined)
    setBusy(true)
    const result = await askBreachCheck(parsed.data.email, locale)
    setBusy(false)
    if (result.ok) setOutcome({ status: 'answered', found: result.answer.found })
    else if (result.status === 400) {
      setError(t('breachCheck.verifyAddress'))
      input.current?.focus()
      return
    } else setOutcome({ status: 'failed', message: result.status === 429 ? result.detail : t('breachCheck.failed') })
    focusAnswer()
  }

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-start" aria-busy={busy || undefined}>
        <Field id={id} label={t('breachCheck.email')} help={t('breachCheck.emailHelp')} error={error} className="flex-1">
          <input
            ref={input}
            id={id}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, t('breachCheck.emailHelp'), error)}
            className={INPUT}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <button type="submit" className={`${BUTTON_PRIMARY} sm:mt-6 sm:shrink-0`} disabled={busy}>
          {busy ? t('breachCheck.checking') : t('breachCheck.submit')}
        </button>
      </form>
      <div ref={answerRef} tabIndex={-1} role="status" aria-live="polite" className="outline-none">
        {outcome.status === 'answered' && outcome.found && (
          <div className={`${ANSWER} border-[var(--color-danger)]`} data-breach-answer="found">
            <Icon icon="shield-alert" className="mt-1 size-7 shrink-0 text-[var(--color-danger)]" />
            <div className="flex flex-col gap-3">
              <p className="text-lg font-bold">{t('breachCheck.found.title')}</p>
              <p>{t('breachCheck.found.text')}</p>
              <p className="font-semibold">{t('breachCheck.found.whatToDo')}</p>
              <ol className="ml-5 list-decimal space-y-1">
                {STEPS.map((step) => (
                  <li key={step}>{t(`breachCheck.found.steps.${step}`)}</li>
                ))}
              </ol>
              <p className="text-sm text-muted">
                {phone
                  ? t.rich('breachCheck.found.help', {
                      phone,
                      call: (chunks) => (
                        <a href={telHref(phone)} className="whitespace-nowrap font-semibold text-link underline underline-offset-4">
                          {chunks}
                        </a>
                      ),
                    })
                  : t('breachCheck.found.helpWithoutPhone')}
              </p>
            </div>
          </div>
        )}
        {outcome.status === 'answered' && !outcome.found && (
          <div className={`${ANSWER} border-[var(--color-success,#1b7f3b)]`} data-breach-answer="not-found">
            <Icon icon="shield-check" className="mt-1 size-7 shrink-0 text-[var(--color-success,#1b7f3b)]" />
            <div className="flex flex-col gap-2">
              <p className="text-lg font-bold">{t('breachCheck.notFound.title')}</p>
              <p>{t('breachCheck.notFound.text')}</p>
            </div>
          </div>
        )}
        {outcome.status === 'failed' && (
          <p className={ERROR_NOTICE} data-breach-answer="failed">
            <Icon icon="circle-alert" className="mt-0.5 size-5 shrink-0" />
            {outcome.message}
          </p>
        )}
      </div>
    </div>
  )
}
