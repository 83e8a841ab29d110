import 'server-only'

import type { PayloadRequest, Where } from 'payload'

import type { NetworkEvent } from '@/cms/payload-types'
import { deliverAfterResponse, enqueueMails } from '@/features/mail/server'
import { parseNpaList } from '@/features/network-status'
import { pageUrl } from '@/features/pages'
import { isLocale, LOCALES, type Locale } from '@/i18n/locales'
import { listenToChanges, type ChangeListener } from '@/lib/collection-listeners'
import { logger } from '@/lib/logger'
import { SHARED_PAGES } from '@/sites/page-roles'
import { configuredOrigin } from '@/sites/site-origin'
import type { SiteId } from '@/sites/sites'

import { alertMail } from './alert-mails.server'
import { dueAlerts, type SentAlert } from './due-alerts'
import { actionLink } from './links.server'

/** The status page's path per locale, for the "follow the network status" link of the mails. */
async function statusPaths(req: PayloadRequest): Promise<Partial<Record<Locale, string>>> {
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: { id: { equals: SHARED_PAGES.networkStatus } },
    locale: 'all',
    select: { slug: true },
    depth: 0,
    limit: 1,
    req,
  })
  const slugs = (docs[0] as { slug?: Partial<Record<Locale, string | null>> } | undefined)?.slug ?? {}
  const paths: Partial<Record<Locale, string>> = {}
  for (const locale of LOCALES) paths[locale] = pageUrl({ id: SHARED_PAGES.networkStatus, slugs }, locale) ?? undefined
  return paths
}

/**
 * An editor saved a network event: each subscriber it concerns gets one mail (and one more once
 * it is resolved). The record of each alert and its mail are written in the editor's transaction:
 * both exist or neither, and the records' unique index refuses a second alert for the same event.
 */
const alertSubscribers: ChangeListener = async ({ doc, req }) => {
  const event = doc as NetworkEvent
  const { payload } = req
  const sent = await payload.find({ collection: 'outage-alerts', where: { event: { equals: event.id } }, pagination: false, depth: 0, req })
  const sentAlerts: SentAlert[] = sent.docs.flatMap((alert) => {
    const subscription = typeof alert.subscription === 'object' ? alert.subscription?.id : alert.subscription
    return subscription ? [{ subscription, kind: alert.kind }] : []
  })
  const codes = parseNpaList(event.npa_list)
  const concerned: Where[] = [
    { status: { equals: 'active' } },
    { site: { in: event.sites } },
    ...(codes.length > 0 ? [{ npa: { in: codes } }] : []),
  ]
  const alreadyTold = [...new Set(sentAlerts.map((alert) => alert.subscription))]
  const { docs: subscriptions } = await payload.find({
    collection: 'outage-subscriptions',
    where: { or: [{ and: concerned }, ...(alreadyTold.length > 0 ? [{ id: { in: alreadyTold } }] : [])] },
    pagination: false,
    depth: 0,
    req,
  })
  const due = dueAlerts(event, subscriptions, sentAlerts, new Date())
  if (due.length === 0) return

  const byId = new Map(subscriptions.map((subscription) => [subscription.id, subscription]))
  const paths = await statusPaths(req)
  const events = new Map<Locale, NetworkEvent>()
  for (const alert of due) {
    const subscription = byId.get(alert.subscription)
    if (!subscription) continue
    const locale: Locale = isLocale(subscription.locale) ? subscription.locale : 'fr'
    // The site's configured origin, not the one stored with the subscription: a row written before
    // links came from the configuration may carry a forged Host.
    const origin = configuredOrigin(Number(subscription.site) as SiteId)
    // The event's title and text in the subscriber's language.
    if (!events.has(locale)) {
      events.set(
        locale,
        await payload.findByID({ collection: 'network-events', id: event.id, locale, fallbackLocale: 'fr', depth: 0, req }),
      )
    }
    await payload.create({
      collection: 'outage-alerts',
      data: { subscription: subscription.id, event: event.id, kind: alert.kind },
      depth: 0,
      req,
    })
    await enqueueMails(payload, req, { outageSubscription: subscription.id }, [
      alertMail({
        to: subscription.email,
        locale,
        npa: subscription.npa,
        kind: alert.kind,
        event: events.get(locale) ?? event,
        statusUrl: `${origin}${paths[locale] ?? '/'}`,
        unsubscribeUrl: actionLink(origin, 'unsubscribe', { id: subscription.id, secret: subscription.secret, locale }),
      }),
    ])
  }
  logger.info(
    {
      event: event.id,
      published: due.filter((a) => a.kind === 'published').length,
      resolved: due.filter((a) => a.kind === 'resolved').length,
    },
    'outage alerts queued',
  )
  deliverAfterResponse()
}

/** Called once when the server starts (src/instrumentation.ts). */
export function registerOutageAlerts(): void {
  listenToChanges('network-events', alertSubscribers)
}
