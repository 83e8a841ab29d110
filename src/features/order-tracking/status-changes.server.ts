import 'server-only'

import { ValidationError } from 'payload'

import type { Order } from '@/cms/payload-types'
import { deliverAfterResponse, enqueueMails } from '@/features/mail/server'
import { translator } from '@/i18n/translator'
import { isLocale } from '@/i18n/locales'
import { listenToChanges, type ChangeListener } from '@/lib/collection-listeners'
import { logger } from '@/lib/logger'
import { configuredOrigin } from '@/sites/site-origin'
import type { SiteId } from '@/sites/sites'

import { trackingPath } from './links.server'
import { statusMail } from './status-mails.server'
import { changeStatus, needsInstallation } from './status-flow'

/**
 * Staff saved an order: a status change must be one the order's course allows (else the save
 * fails, and its transaction with it), and the customer gets one mail about it, queued in the
 * same transaction, so the mail exists exactly when the change does.
 */
const followStatus: ChangeListener = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return
  const order = doc as Order
  const before = previousDoc as Order
  if (order.status === before.status) return
  const course = { status: before.status, needsInstallation: needsInstallation(order.pack) }
  const change = changeStatus(course, order.status)
  const locale = isLocale(order.locale) ? order.locale : 'fr'
  if (!change.ok) {
    // Shown to the staff member, in the admin's language.
    const language = req.i18n?.language
    const t = translator(isLocale(language) ? language : 'en')
    throw new ValidationError({
      collection: 'orders',
      errors: [{ path: 'status', message: t(`orderTracking.refusal.${change.reason}`, { from: before.status, to: order.status }) }],
    })
  }
  const reference = order.reference ?? ''
  const trackingUrl = `${configuredOrigin(Number(order.site) as SiteId)}${trackingPath(locale, reference)}`
  await enqueueMails(req.payload, req, { order: order.id }, [
    statusMail({
      to: order.email,
      locale,
      firstName: order.firstName,
      reference,
      order: { status: change.status, needsInstallation: course.needsInstallation },
      trackingUrl,
    }),
  ])
  logger.info({ reference, from: before.status, to: change.status, by: req.user?.id }, 'order status changed')
  deliverAfterResponse()
}

/** Called once when the server starts (src/instrumentation.ts). */
export function registerOrderTracking(): void {
  listenToChanges('orders', followStatus)
}
