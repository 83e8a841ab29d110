/**
 * Who gets an outage alert when an editor saves a network event: a pure function of the event,
 * the subscriptions that may concern it and the alerts already sent for it.
 */
import type { OutageAlertKind, OutageSubscriptionStatus } from '@/cms/fields/options'
import { eventPhase, parseNpaList } from '@/features/network-status'

export type AlertEvent = { start: string; end?: string | null; npa_list?: string | null; sites: readonly string[] }
export type AlertSubscription = { id: number; npa: string; site: string; status: OutageSubscriptionStatus }
export type SentAlert = { subscription: number; kind: OutageAlertKind }
export type DueAlert = { subscription: number; kind: OutageAlertKind }

/** The event concerns this postal code: listed, or the whole network (empty list). */
export function touchesPostalCode(event: Pick<AlertEvent, 'npa_list'>, npa: string): boolean {
  const codes = parseNpaList(event.npa_list)
  return codes.length === 0 || codes.includes(npa)
}

/**
 * Rules: only active subscriptions; an event not yet ended (current or planned) alerts the
 * subscribers of its sites and postal codes once ('published'); an ended event tells once more
 * ('resolved') those who had its first alert, and nobody else; nothing is ever sent twice.
 */
export function dueAlerts(
  event: AlertEvent,
  subscriptions: readonly AlertSubscription[],
  sent: readonly SentAlert[],
  now: Date,
): DueAlert[] {
  const had = (subscription: number, kind: OutageAlertKind) =>
    sent.some((alert) => alert.subscription === subscription && alert.kind === kind)
  const resolved = eventPhase({ start: event.start, end: event.end ?? null }, now) === 'past'
  const due: DueAlert[] = []
  for (const subscription of subscriptions) {
    if (subscription.status !== 'active' || due.some((alert) => alert.subscription === subscription.id)) continue
    if (resolved) {
      if (had(subscription.id, 'published') && !had(subscription.id, 'resolved'))
        due.push({ subscription: subscription.id, kind: 'resolved' })
      continue
    }
    const concerned = event.sites.includes(subscription.site) && touchesPostalCode(event, subscription.npa)
    if (concerned && !had(subscription.id, 'published')) due.push({ subscription: subscription.id, kind: 'published' })
  }
  return due
}
