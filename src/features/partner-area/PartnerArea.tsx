'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { PARTNER_DOCUMENT_CATEGORIES } from '@/cms/fields/options'
import { translateFormMessage } from '@/lib/form-message'
import { requestJson } from '@/lib/http-client'
import { formatDate, formatNumber } from '@/lib/formats'
import { describedBy, Field } from '@/ui/Field'
import { BUTTON_PRIMARY, BUTTON_SECONDARY, ERROR_NOTICE, INPUT, PANEL } from '@/ui/styles'
import { Icon } from '@/ui/Icon'
import { useFocusAfterRender } from '@/ui/use-focus-after-render'

import { signInSchema, type PartnerDocument } from './partner-area'

type View = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; documents: PartnerDocument[] }

const API = '/api/partner-area'

/** The documents while the session lasts; null when signed out (401) or unreachable. */
async function loadDocuments(locale: string): Promise<PartnerDocument[] | null> {
  const { ok, body } = await requestJson<{ documents: PartnerDocument[] }>(`${API}/documents`, { query: { locale }, cache: 'no-store' })
  return ok && body ? body.documents : null
}

function fileFacts(document: PartnerDocument, t: ReturnType<typeof useTranslations<'partnerArea'>>): string {
  const kind = document.mimeType === 'application/pdf' ? 'PDF' : (document.mimeType?.split('/').at(-1)?.toUpperCase() ?? '')
  const size = document.filesize === null ? '' : t('size', { size: formatNumber(Math.max(1, Math.round(document.filesize / 1024))) })
  return [kind, size].filter(Boolean).join(', ')
}

/**
 * §2 partner area: the password form, then the reserved documents by category with their
 * downloads and a log-out. The session lives in an HttpOnly cookie only the area's API receives,
 * so the page around it stays cached and the same for everyone.
 */
export function PartnerArea() {
  const t = useTranslations('partnerArea')
  const locale = useLocale()
  const [view, setView] = useState<View>({ status: 'loading' })
  const heading = useRef<HTMLHeadingElement>(null)
  // After signing in (not on a returning visit) the focus moves to the documents.
  const focusDocuments = useRef(false)

  const show = (documents: PartnerDocument[] | null) => setView(documents ? { status: 'signed-in', documents } : { status: 'signed-out' })

  useEffect(() => {
    let current = true
    void loadDocuments(locale).then((documents) => current && show(documents))
    return () => {
      current = false
    }
  }, [locale])

  useEffect(() => {
    if (view.status !== 'signed-in' || !focusDocuments.current) return
    focusDocuments.current = false
    heading.current?.focus()
  }, [view])

  const signedIn = async () => {
    focusDocuments.current = true
    show(await loadDocuments(locale))
  }
  const signOut = async () => {
    await requestJson(`${API}/session`, { method: 'DELETE' })
    setView({ status: 'signed-out' })
  }

  // The form is the server's HTML too: a visitor sees the password field at once; it takes input
  // once the session is known (a partner already signed in goes straight to the documents).
  if (view.status !== 'signed-in') return <SignInForm onSignedIn={signedIn} checking={view.status === 'loading'} />

  const groups = PARTNER_DOCUMENT_CATEGORIES.map((category) => ({
    category,
    documents: view.documents.filter((document) => document.category === category),
  })).filter((group) => group.documents.length > 0)
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
          {t('documentsTitle')}
        </h3>
        <button type="button" className={BUTTON_SECONDARY} onClick={signOut}>
          <Icon icon="log-out" className="size-5" />
          {t('signOut')}
        </button>
      </div>
      {groups.length === 0 && <p>{t('noDocuments')}</p>}
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`partner-${group.category}`} className="flex flex-col gap-3">
          <h4 id={`partner-${group.category}`} className="text-sm font-bold uppercase tracking-wide text-muted">
            {t(`categories.${group.category}`)}
          </h4>
          <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
            {group.documents.map((document) => (
              <li key={document.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex items-start gap-3">
                  <Icon icon="file-text" className="mt-0.5 size-6 shrink-0 text-link" />
                  <div>
                    <p className="font-semibold">{document.title}</p>
                    <p className="text-sm text-muted">
                      <time dateTime={document.date.slice(0, 10)}>{formatDate(document.date)}</time> · {fileFacts(document, t)}
                    </p>
                  </div>
                </div>
                <a href={document.href} download className={`${BUTTON_SECONDARY} shrink-0`}>
                  <Icon icon="download" className="size-5" />
                  {t('download')}
                  <span className="sr-only">: {document.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function SignInForm({ onSignedIn, checking }: { onSignedIn: () => Promise<void>; checking: boolean }) {
  const t = useTranslations()
  const locale = useLocale()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [alertRef, focusAlert] = useFocusAfterRender<HTMLDivElement>()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [locked, setLocked] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = signInSchema.safeParse({ password })
    if (!parsed.success) {
      setError(translateFormMessage(t, parsed.error.issues[0]?.message ?? ''))
      input.current?.focus()
      return
    }
    setBusy(true)
    const answer = await requestJson<Record<string, unknown>>(`${API}/session`, { query: { locale }, json: parsed.data, timeoutMs: 60_000 })
    setBusy(false)
    if (answer.ok) {
      setPassword('')
      await onSignedIn()
      return
    }
    const detail = typeof answer.body?.detail === 'string' ? answer.body.detail : undefined
    if (answer.status === 429) {
      setError(undefined)
      setLocked(detail ?? t('partnerArea.failed'))
      focusAlert()
      return
    }
    setLocked(undefined)
    setError(answer.status === 401 || answer.status === 400 ? t('partnerArea.wrongPassword') : t('partnerArea.failed'))
    input.current?.select()
  }

  return (
    // POST, never GET: a form sent before its script runs must not put the password in an address.
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className={`${PANEL} flex max-w-xl flex-col gap-4`}
      aria-busy={busy || checking || undefined}
      data-testid="partner-sign-in"
    >
      <div className="flex items-start gap-3">
        <Icon icon="lock-keyhole" className="mt-0.5 size-6 shrink-0 text-link" />
        <p>{t('partnerArea.intro')}</p>
      </div>
      <Field id={id} label={t('partnerArea.password')} error={error}>
        <input
          ref={input}
          id={id}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={256}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          className={INPUT}
          disabled={checking}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <div ref={alertRef} tabIndex={-1} role="alert" className="outline-none">
        {locked && (
          <p className={ERROR_NOTICE}>
            <Icon icon="circle-alert" className="mt-0.5 size-5 shrink-0" />
            {locked}
          </p>
        )}
      </div>
      <button type="submit" className={`${BUTTON_PRIMARY} self-start`} disabled={busy || checking}>
        {busy ? t('partnerArea.signingIn') : t('partnerArea.signIn')}
      </button>
      {checking && (
        <p className="text-sm text-muted" role="status">
          {t('partnerArea.loading')}
        </p>
      )}
    </form>
  )
}
