import 'server-only'

import { cms } from '@/cms/client'
import { deliverAfterResponse, enqueueMails, type MailDraft } from '@/features/mail/server'
import { isLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { rateLimit } from '@/lib/api/rate-limits'
import { orderLinkLifetimeDays } from '@/lib/env'
import { logger } from '@/lib/logger'
import { configuredOrigin } from '@/sites/site-origin'
import type { SiteId } from '@/sites/sites'

import { trackingPath } from './links.server'
import { orderByReference } from './tracked-order.server'

interface LinkMailInput {
  to: string
  locale: Locale
  firstName: string
  reference: string
  /** The order's new signed page, absolute. */
  trackingUrl: string
}

/** The customer's mail with a new link to the order's page, in the order's language. */
function linkMail({ to, locale, firstName, reference, trackingUrl }: LinkMailInput): MailDraft {
  const t = translator(locale)
  return {
    kind: 'order-link',
    to,
    subject: t('orderTracking.linkMail.subject', { reference }),
    text: [
      t('orderTracking.mail.greeting', { name: firstName }),
      `${t('orderTracking.linkMail.text', { reference, days: orderLinkLifetimeDays() })}\n${trackingUrl}`,
      t('orderTracking.linkMail.ignore'),
      t('orderTracking.mail.signature'),
    ].join('\n\n'),
  }
}

/**
 * A new link for the order of this reference and installation postal code, mailed to the address
 * stored with the order and nowhere else: whoever asks learns nothing, the customer gets a link.
 * Written to the outbox before it is sent; nothing happens for a pair that names no order.
 */
export async function mailNewLink(reference: string, npa: string, now = new Date()): Promise<void> {
  const order = await orderByReference(reference)
  if (!order || order.npa !== npa || !order.reference) return
  // However many clients ask, the customer's inbox gets a few links a day.
  if (!(await rateLimit('order-link-mails').consume(order.reference)).allowed) {
    logger.warn({ reference: order.reference }, 'order link mails over the limit')
    return
  }
  const locale = isLocale(order.locale) ? order.locale : 'fr'
  const trackingUrl = `${configuredOrigin(Number(order.site) as SiteId)}${trackingPath(locale, order.reference, now)}`
  const payload = await cms()
  await enqueueMails(payload, {}, { order: order.id }, [
    linkMail({ to: order.email, locale, firstName: order.firstName, reference: order.reference, trackingUrl }),
  ])
  logger.info({ reference: order.reference }, 'order link mailed again')
  deliverAfterResponse()
}
