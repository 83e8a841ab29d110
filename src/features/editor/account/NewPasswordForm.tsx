'use client'

import { useTranslations } from 'next-intl'
import { useState, useSyncExternalStore } from 'react'

import { TextField } from '@/features/forms/components'
import { BUTTON_PRIMARY, CONTAINER, PANEL } from '@/ui/styles'
import { Icon } from '@/ui/Icon'

import { ACCOUNT_API, newPasswordSchema, type NewPassword } from './account-forms'
import { AccountForm } from './AccountForm'

const noChange = () => () => undefined

/**
 * The page a mail's link opens: a reset link (forgot password) or an invitation (activation). The
 * token is read in the browser, so the page stays cached and the token never reaches a server log
 * of the page itself.
 */
export function NewPasswordForm({ purpose, signInHref }: { purpose: 'reset' | 'activation'; signInHref: string }) {
  const t = useTranslations('editor')
  // undefined while rendered on the server, then the link's token or null.
  const token = useSyncExternalStore(
    noChange,
    () => new URLSearchParams(window.location.search).get('token'),
    () => undefined,
  )
  const [done, setDone] = useState(false)

  return (
    <div className={`${CONTAINER} pb-12`}>
      <section aria-labelledby="editor-password-title" className={`${PANEL} max-w-xl`}>
        <h2 id="editor-password-title" className="mb-2 text-2xl font-bold">
          {t(`${purpose}.title`)}
        </h2>
        {token === null && (
          <p role="alert" className="flex items-start gap-2 font-medium text-[var(--color-danger)]">
            <Icon icon="circle-alert" className="mt-0.5 size-5 shrink-0" />
            {t(`${purpose}.noToken`)}
          </p>
        )}
        {token && (
          <>
            {!done && <p className="mb-5">{t(`${purpose}.intro`)}</p>}
            <AccountForm<NewPassword>
              schema={newPasswordSchema}
              defaultValues={{ password: '', confirmation: '' }}
              endpoint={purpose === 'reset' ? ACCOUNT_API.resetPassword : ACCOUNT_API.activation}
              extra={{ token }}
              successKey={`${purpose}.success`}
              errorKey={`${purpose}.error`}
              submitLabel={t(`${purpose}.submit`)}
              onDone={() => setDone(true)}
              after={
                done && (
                  <a href={signInHref} className={BUTTON_PRIMARY}>
                    {t(`${purpose}.signIn`)}
                  </a>
                )
              }
            >
              <TextField
                name="password"
                label={t('password')}
                help={t('passwordHelp')}
                type="password"
                autoComplete="new-password"
                maxLength={128}
                required
              />
              <TextField
                name="confirmation"
                label={t('confirmation')}
                type="password"
                autoComplete="new-password"
                maxLength={128}
                required
              />
            </AccountForm>
          </>
        )}
      </section>
    </div>
  )
}
