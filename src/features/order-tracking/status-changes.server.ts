import 'server-only'

import type { Order } from '@/cms/payload-types'
import { deliverAfterResponse, enqueueMails } from '@/features/mail/server'
import { translator } from '@/i18n/translator'
import { isLocale } from '@/i18n/locales'
import { guardChanges, listenToChanges, type ChangeGuard, type ChangeListener } from '@/lib/collection-listeners'
import { logger } from '@/lib/logger'
import { configuredOrigin } from '@/sites/site-origin'
import type { SiteId } from '@/sites/sites'

import { trackingPath } from './links.server'
import { statusMail } from './status-mails.server'
import { changeStatus, needsInstallation } from './status-flow'

/** Staff change an order's status: only to a status the order's course allows; else the save is refused. */
const allowedStatus: ChangeGuard = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update') return []
  const before = originalDoc as Order
  const to = (data.status as Order['status'] | undefined) ?? before.status
  if (to === before.status) return []
  const change = changeStatus({ status: before.status, needsInstallation: needsInstallation(before.pack) }, to)
  if (change.ok) return []
  // Shown to the staff member beside the field, in the admin's language.
  const language = req.i18n?.language
  const t = translator(isLocale(language) ? language : 'en')
  return [{ path: 'status', message: t(`orderTracking.refusal.${change.reason}`, { from: before.status, to }) }]
}

/**
 * Set in a save's context by a feature that writes the customer's mail of the change itself (an
 * installation booked with its invitation): the customer still gets one mail.
 */
export const STATUS_MAIL_SENT_BY_CALLER = 'statusMailSentByCaller'

/**
 * A stored status change: the customer gets one mail about it, in the order's language, written
 * to the outbox before anything is sent (in the save's transaction where the database has one).
 */
const mailStatus: ChangeListener = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || req.context[STATUS_MAIL_SENT_BY_CALLER]) return
  const order = doc as Order
  if (order.status === (previousDoc as Order).status) return
  const locale = isLocale(order.locale) ? order.locale : 'fr'
  const reference = order.reference ?? ''
  const trackingUrl = `${configuredOrigin(Number(order.site) as SiteId)}${trackingPath(locale, reference)}`
  await enqueueMails(req.payload, req, { order: order.id }, [
    statusMail({
      to: order.email,
      locale,
      firstName: order.firstName,
      reference,
      order: { status: order.status, needsInstallation: needsInstallation(order.pack) },
      trackingUrl,
    }),
  ])
  logger.info({ reference, from: (previousDoc as Order).status, to: order.status, by: req.user?.id }, 'order status changed')
  deliverAfterResponse()
}

/** Called once when the server starts (src/instrumentation.ts). */
export function registerOrderTracking(): void {
  guardChanges('orders', allowedStatus)
  listenToChanges('orders', mailStatus)
}
