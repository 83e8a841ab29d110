import 'server-only'

import type { Availability } from '@/features/address'
import type { Quote } from '@/features/catalogue'
import type { MailDraft } from '@/features/mail/server'
import { translator } from '@/i18n/translator'
import { formatDate, formatPrice } from '@/lib/formats'
import { quotedAnswer } from '@/lib/text'

import type { OrderSubmission } from './customer-schema'

export interface PlacedOrder {
  reference: string
  /** The customer's signed link to the order's page. */
  trackingUrl: string
  submission: OrderSubmission
  /** Sent by post (mobile plans): a delivery address, no network, the site's inbox is notified. */
  delivery: boolean
  /** Who prepares the order: the installing network, or the site's inbox for a delivery. */
  notified: { name: string; email: string }
  availability: Availability | null
  /** The catalogue's prices of the offer and options, as the server computed them. */
  quote: Quote
}

/**
 * The customer's confirmation (in the funnel's language) and the notice (French) to who prepares
 * the order: the serving distributor, or for a SIM sent by post the site's inbox.
 */
export function orderMails(order: PlacedOrder): MailDraft[] {
  const { submission, reference } = order
  const { customer, address } = submission
  const company = submission.audience === 'business' ? submission.customer.company : ''
  const lines = (locale: OrderSubmission['locale']) => {
    const t = translator(locale)
    const chf = (amount: number) => `${t('catalogue.chf')} ${formatPrice(amount)}`
    const monthly = (amount: number) => `${chf(amount)} ${t('catalogue.mail.perMonth')}`
    const { quote } = order
    const promotional = quote.promotionalMonthlyTotal < quote.monthlyTotal && quote.promotionUntil
    return [
      `${t('order.mail.reference')}: ${reference}`,
      ...quote.lines.map((line) => {
        const unit = line.promotion
          ? `${monthly(line.promotion.price)} (${t('catalogue.regularPrice')} ${monthly(line.monthlyPrice)})`
          : monthly(line.monthlyPrice)
        const price = line.quantity > 1 ? `${line.quantity} × ${unit}` : unit
        return `${line.option ? t('order.options.legend') : t('order.mail.pack')}: ${line.name}, ${price}`
      }),
      ...quote.rebates.map((rebate) => {
        const product = rebate.quantity > 1 ? `${rebate.quantity} × ${rebate.name}` : rebate.name
        return `${t('catalogue.mail.rebate')}: ${rebate.label}, ${t('catalogue.summary.rebateOn', { product })}, -${monthly(rebate.amount)}`
      }),
      `${t('catalogue.mail.monthly')}: ${monthly(quote.promotionalMonthlyTotal)}`,
      ...(promotional
        ? [
            `${t('catalogue.mail.promotion', { date: formatDate(quote.promotionUntil) })}, ${t('catalogue.summary.then')} ${monthly(quote.monthlyTotal)}`,
          ]
        : []),
      `${t('catalogue.mail.oneOff')}: ${chf(quote.oneOffTotal)}`,
      ...quote.oneOffFees.map((fee) => {
        const label = fee.quantity > 1 ? `${fee.quantity} × ${fee.label}` : fee.label
        return `- ${label}: ${chf(fee.amount)}${fee.waived ? ` (${t('catalogue.summary.waivedOnline')})` : ''}`
      }),
      // What the customer typed, quoted should a value hold a line break (the schema allows none).
      ...(company ? [quotedAnswer(t('order.fields.company'), company)] : []),
      quotedAnswer(t('order.mail.customer'), `${t(`order.civilities.${customer.civility}`)} ${customer.firstName} ${customer.lastName}`),
      quotedAnswer(t('order.fields.email'), customer.email),
      quotedAnswer(t('order.fields.phone'), customer.phone),
      quotedAnswer(
        t(order.delivery ? 'order.mail.deliveryAddress' : 'order.mail.address'),
        `${address.street} ${address.number}, ${address.npa} ${address.city}${customer.complement ? ` (${customer.complement})` : ''}`,
      ),
      ...(order.delivery ? [] : [`${t('order.mail.network')}: ${order.notified.name}`]),
    ].join('\n')
  }
  const tc = translator(submission.locale)
  const td = translator('fr')
  return [
    {
      kind: 'customer-confirmation',
      to: customer.email,
      subject: tc('order.mail.customerSubject', { reference }),
      text: `${tc('order.mail.customerIntro', { name: customer.firstName })}\n\n${lines(submission.locale)}\n\n${tc('order.mail.tracking')}\n${order.trackingUrl}\n\n${tc(order.delivery ? 'order.mail.customerOutroDelivery' : 'order.mail.customerOutro')}`,
    },
    order.delivery
      ? {
          kind: 'sales-notification',
          to: order.notified.email,
          subject: td('order.mail.salesSubject', { reference }),
          text: `${td('order.mail.salesIntro')}\n\n${lines('fr')}`,
        }
      : {
          kind: 'distributor-notification',
          to: order.notified.email,
          subject: td('order.mail.distributorSubject', { reference }),
          text: `${td('order.mail.distributorIntro')}\n\n${lines('fr')}`,
        },
  ]
}
