import 'server-only'

import type { MailDraft } from '@/features/mail/server'
import { translator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locales'

import { nextStepKey, statusLabelKey, type OrderCourse } from './status-flow'

export interface StatusMailInput {
  to: string
  locale: Locale
  firstName: string
  reference: string
  order: OrderCourse
  /** The order's signed page, absolute. */
  trackingUrl: string
}

/** The customer's mail of one status change, in the order's language, with the link to the order's page. */
export function statusMail({ to, locale, firstName, reference, order, trackingUrl }: StatusMailInput): MailDraft {
  const t = translator(locale)
  const status = t(statusLabelKey(order.status, order.needsInstallation))
  return {
    kind: 'order-status',
    to,
    subject: t('orderTracking.mail.subject', { reference, status }),
    text: [
      t('orderTracking.mail.greeting', { name: firstName }),
      t('orderTracking.mail.status', { reference, status }),
      t(nextStepKey(order, 'mail')),
      `${t('orderTracking.mail.follow')}\n${trackingUrl}`,
      t('orderTracking.mail.signature'),
    ].join('\n\n'),
  }
}
