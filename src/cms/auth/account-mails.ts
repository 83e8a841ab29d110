import { createTranslator, type AbstractIntlMessages } from 'next-intl'
import type { PayloadRequest } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { siteOfHost } from '@/sites/site-of-host'
import { configuredOrigin } from '@/sites/site-origin'

import de from '../../../messages/de.json'
import en from '../../../messages/en.json'
import fr from '../../../messages/fr.json'
import { ACCOUNT_MAIL_LOCALE } from '../fields/options'

/** Where an account mail sends its reader: the editor screens of the site the request came to. */
const ACCOUNT_PATHS = { resetPassword: '/editor/reset-password', activation: '/editor/activate' } as const
type AccountMail = keyof typeof ACCOUNT_PATHS

const MESSAGES: Record<Locale, AbstractIntlMessages> = { fr, de, en }

/** The site and language a mail links to. */
type MailTarget = { origin: string; locale: Locale }

/**
 * The site and language of a mail: the configured origin of the site the request's Host names (an
 * unknown or forged Host: the default site's; never a header's own value, or the reset token goes
 * to whoever forged it), in the language the account screens passed, else (an administrator's
 * invitation, the admin's own forgot-password form) the account's language.
 */
function target(req: PayloadRequest | undefined, user: { language?: unknown } = {}): MailTarget {
  const given = req?.context?.[ACCOUNT_MAIL_LOCALE]
  return {
    origin: configuredOrigin(siteOfHost(req?.headers?.get('host'))),
    locale: isLocale(given) ? given : isLocale(user.language) ? user.language : 'fr',
  }
}

function accountLink({ origin, locale }: MailTarget, mail: AccountMail, token: string): string {
  const prefix = locale === 'fr' ? '' : `/${locale}`
  return `${origin}${prefix}${ACCOUNT_PATHS[mail]}?${new URLSearchParams({ token }).toString()}`
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

type MailArgs = { req?: PayloadRequest; token?: string; user?: { email?: unknown; name?: unknown; language?: unknown } }
// Payload types the arguments as optional; it always passes them.
type MailText = (args?: MailArgs) => string

/** Subject and HTML body of one of Payload's account mails, in the reader's language. */
function accountMail(mail: AccountMail, messageKey: 'resetPassword' | 'invitation'): { subject: MailText; html: MailText } {
  const t = (locale: Locale) => createTranslator({ locale, messages: MESSAGES[locale], namespace: `editor.mails.${messageKey}` as never })
  return {
    subject: ({ req, user } = {}) => t(target(req, user).locale)('subject' as never),
    html: ({ req, token = '', user = {} } = {}) => {
      const where = target(req, user)
      const translate = t(where.locale) as (key: string, values?: Record<string, string>) => string
      const link = accountLink(where, mail, token)
      const name = typeof user.name === 'string' && user.name.trim() ? user.name.trim() : String(user.email ?? '')
      return [
        `<p>${escapeHtml(translate('greeting', { name }))}</p>`,
        `<p>${escapeHtml(translate('intro'))}</p>`,
        `<p><a href="${escapeHtml(link)}">${escapeHtml(translate('action'))}</a></p>`,
        `<p>${escapeHtml(link)}</p>`,
        `<p>${escapeHtml(translate('ignore'))}</p>`,
      ].join('\n')
    },
  }
}

export const resetPasswordMail = accountMail('resetPassword', 'resetPassword')
export const invitationMail = accountMail('activation', 'invitation')
