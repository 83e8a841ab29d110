'use client'

import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState, type ReactNode } from 'react'

import { TextField } from '@/features/forms/components'
import { requestJson } from '@/lib/http-client'
import { BUTTON_SECONDARY, CONTAINER, PANEL } from '@/ui/styles'
import { Icon } from '@/ui/Icon'

import {
  ACCOUNT_API,
  forgotPasswordSchema,
  profileSchema,
  signInSchema,
  type EditorAccount,
  type ForgotPassword,
  type Profile,
  type SignIn,
} from './account-forms'
import { AccountForm } from './AccountForm'

type View = { status: 'loading' } | { status: 'sign-in' } | { status: 'forgot' } | { status: 'signed-in'; account: EditorAccount }

/** A beat to read §8's success text before the signed-in screen loads. */
const REDIRECT_DELAY_MS = 1200

async function loadAccount(): Promise<EditorAccount | null> {
  const { ok, body } = await requestJson<{ account: EditorAccount }>(ACCOUNT_API.session, { cache: 'no-store' })
  return ok && body ? body.account : null
}

/**
 * The editors' entry (/editor): sign in or ask for a reset link while signed out; signed in, one's
 * account, its data, the live-edit switch (the `liveEdit` slot) and sign out. The page around it
 * stays cached and the same for everyone: the account comes from the session call.
 */
export function EditorAccountPanel({ liveEdit }: { liveEdit?: ReactNode }) {
  return (
    <div className={`${CONTAINER} pb-12`}>
      <AccountView liveEdit={liveEdit} />
    </div>
  )
}

function AccountView({ liveEdit }: { liveEdit?: ReactNode }) {
  const t = useTranslations('editor')
  const [view, setView] = useState<View>({ status: 'loading' })

  useEffect(() => {
    let current = true
    void loadAccount().then((account) => current && setView(account ? { status: 'signed-in', account } : { status: 'sign-in' }))
    return () => {
      current = false
    }
  }, [])

  if (view.status === 'loading') {
    return (
      <p className="text-muted" aria-busy="true">
        {t('account.loading')}
      </p>
    )
  }
  if (view.status === 'signed-in')
    return <SignedIn account={view.account} liveEdit={liveEdit} onSignedOut={() => setView({ status: 'sign-in' })} />
  return (
    <section aria-labelledby="editor-account-title" className={`${PANEL} max-w-xl`}>
      {view.status === 'sign-in' ? (
        <SignInForm onForgot={() => setView({ status: 'forgot' })} />
      ) : (
        <ForgotForm onBack={() => setView({ status: 'sign-in' })} />
      )}
    </section>
  )
}

function SignInForm({ onForgot }: { onForgot: () => void }) {
  const t = useTranslations('editor')
  return (
    <>
      <h2 id="editor-account-title" className="mb-2 text-2xl font-bold">
        {t('signIn.title')}
      </h2>
      <p className="mb-5">{t('signIn.intro')}</p>
      <AccountForm<SignIn>
        schema={signInSchema}
        defaultValues={{ email: '', password: '' }}
        endpoint={ACCOUNT_API.session}
        successKey="signIn.success"
        errorKey="signIn.error"
        submitLabel={t('signIn.submit')}
        onDone={() => setTimeout(() => window.location.reload(), REDIRECT_DELAY_MS)}
        after={
          <div className="flex flex-col gap-2 border-t border-line pt-4 text-sm">
            <button type="button" className="self-start font-semibold text-link underline underline-offset-4" onClick={onForgot}>
              {t('signIn.forgot')}
            </button>
            <p className="text-muted">{t('signIn.noSignUp')}</p>
          </div>
        }
      >
        <TextField name="email" label={t('email')} type="email" autoComplete="username" maxLength={120} required />
        <TextField name="password" label={t('password')} type="password" autoComplete="current-password" maxLength={128} required />
      </AccountForm>
    </>
  )
}

function ForgotForm({ onBack }: { onBack: () => void }) {
  const t = useTranslations('editor')
  return (
    <>
      <h2 id="editor-account-title" className="mb-2 text-2xl font-bold">
        {t('forgot.title')}
      </h2>
      <p className="mb-5">{t('forgot.intro')}</p>
      <AccountForm<ForgotPassword>
        schema={forgotPasswordSchema}
        defaultValues={{ email: '' }}
        endpoint={ACCOUNT_API.forgotPassword}
        successKey="forgot.success"
        errorKey="forgot.error"
        submitLabel={t('forgot.submit')}
        after={
          <button type="button" className="text-sm font-semibold text-link underline underline-offset-4" onClick={onBack}>
            {t('forgot.back')}
          </button>
        }
      >
        <TextField name="email" label={t('email')} type="email" autoComplete="username" maxLength={120} required />
      </AccountForm>
    </>
  )
}

function SignedIn({ account, liveEdit, onSignedOut }: { account: EditorAccount; liveEdit?: ReactNode; onSignedOut: () => void }) {
  const t = useTranslations('editor')
  const locale = useLocale()
  const [shown, setShown] = useState(account)
  const signOut = async () => {
    await requestJson(ACCOUNT_API.session, { method: 'DELETE', query: { locale } })
    onSignedOut()
  }
  const role = t.has(`roles.${shown.role}`) ? t(`roles.${shown.role}`) : shown.role
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <section aria-labelledby="editor-account-title" className={`${PANEL} flex flex-col gap-4`}>
        <div className="flex items-start gap-3">
          <Icon icon="user-round" className="mt-1 size-6 shrink-0 text-link" />
          <div>
            <h2 id="editor-account-title" className="text-xl font-bold">
              {t('account.signedInAs', { name: shown.name || shown.email })}
            </h2>
            <p className="text-muted">{t('account.role', { role })}</p>
            {shown.role === 'translator' && (
              <p className="text-muted">{t('account.locales', { locales: shown.locales.join(', ').toUpperCase() })}</p>
            )}
          </div>
        </div>
        {liveEdit && (
          <div role="group" aria-label={t('account.liveEdit')} className="rounded-xl bg-surface-alt p-4">
            {liveEdit}
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <Link href="/admin" prefetch={false} className={BUTTON_SECONDARY}>
            <Icon icon="external-link" className="size-5" />
            {t('account.openAdmin')}
          </Link>
          <button type="button" className={BUTTON_SECONDARY} onClick={signOut}>
            <Icon icon="log-out" className="size-5" />
            {t('account.signOut')}
          </button>
        </div>
      </section>
      <section aria-labelledby="editor-profile-title" className={PANEL}>
        <h2 id="editor-profile-title" className="mb-4 text-xl font-bold">
          {t('profile.title')}
        </h2>
        <AccountForm<Profile>
          schema={profileSchema}
          defaultValues={{ name: shown.name, email: shown.email, password: '', confirmation: '' }}
          endpoint={ACCOUNT_API.profile}
          successKey="profile.success"
          errorKey="profile.error"
          submitLabel={t('profile.submit')}
          keepForm
          onDone={(body) => body?.account && setShown(body.account as EditorAccount)}
        >
          <TextField name="name" label={t('profile.name')} autoComplete="name" maxLength={120} />
          <TextField name="email" label={t('email')} type="email" autoComplete="email" maxLength={120} required />
          <TextField
            name="password"
            label={t('profile.newPassword')}
            help={t('profile.passwordHelp')}
            type="password"
            autoComplete="new-password"
            maxLength={128}
          />
          <TextField name="confirmation" label={t('confirmation')} type="password" autoComplete="new-password" maxLength={128} />
        </AccountForm>
      </section>
    </div>
  )
}
