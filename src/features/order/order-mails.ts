import 'server-only'

import type { Availability } from '@/features/address'
import type { MailDraft } from '@/features/mail/server'
import { translator } from '@/i18n/translator'

import type { OrderSubmission } from './customer-schema'

export interface PlacedOrder {
  reference: string
  submission: OrderSubmission
  distributor: { name: string; email: string }
  availability: Availability | null
}

/** The customer's confirmation (in the funnel's language) and the serving distributor's notice (French). */
export function orderMails(order: PlacedOrder): MailDraft[] {
  const { submission, reference } = order
  const { customer, address, selection } = submission
  const company = submission.audience === 'business' ? submission.customer.company : ''
  const lines = (locale: OrderSubmission['locale']) => {
    const t = translator(locale)
    const options = (['hsi_solo_net', 'mysports_earlybird'] as const).filter((o) => selection[o]).map((o) => t(`order.options.${o}`))
    return [
      `${t('order.mail.reference')}: ${reference}`,
      `${t('order.mail.pack')}: ${t(`order.packs.${selection.pack}.name`)}${options.length > 0 ? ` (${options.join(', ')})` : ''}`,
      ...(company ? [`${t('order.fields.company')}: ${company}`] : []),
      `${t('order.mail.customer')}: ${t(`order.civilities.${customer.civility}`)} ${customer.firstName} ${customer.lastName}`,
      `${t('order.fields.email')}: ${customer.email}`,
      `${t('order.fields.phone')}: ${customer.phone}`,
      `${t('order.mail.address')}: ${address.street} ${address.number}, ${address.npa} ${address.city}${customer.complement ? ` (${customer.complement})` : ''}`,
      `${t('order.mail.network')}: ${order.distributor.name}`,
    ].join('\n')
  }
  const tc = translator(submission.locale)
  const td = translator('fr')
  return [
    {
      kind: 'customer-confirmation',
      to: customer.email,
      subject: tc('order.mail.customerSubject', { reference }),
      text: `${tc('order.mail.customerIntro', { name: customer.firstName })}\n\n${lines(submission.locale)}\n\n${tc('order.mail.customerOutro')}`,
    },
    {
      kind: 'distributor-notification',
      to: order.distributor.email,
      subject: td('order.mail.distributorSubject', { reference }),
      text: `${td('order.mail.distributorIntro')}\n\n${lines('fr')}`,
    },
  ]
}
