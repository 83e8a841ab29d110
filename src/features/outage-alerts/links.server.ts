import 'server-only'

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { getPathname } from '@/i18n/navigation'
import { payloadSecret } from '@/lib/env'
import type { Locale } from '@/i18n/locales'

/** The two things a mail link does, without login. */
export type LinkAction = 'confirm' | 'unsubscribe'

/** A new secret for a subscription; renewed on each new subscription, which voids older links. */
export function newSecret(): string {
  return randomBytes(24).toString('base64url')
}

/**
 * The token of a subscription's links: derived from its stored secret with the server's own key,
 * so the database alone does not give it away, and nothing can be guessed from the id.
 */
function linkToken(subscription: { id: number; secret: string }): string {
  return createHmac('sha256', payloadSecret()).update(`outage-alerts:${subscription.id}:${subscription.secret}`).digest('base64url')
}

export function isLinkToken(subscription: { id: number; secret: string }, token: string): boolean {
  const expected = Buffer.from(linkToken(subscription))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** GET /api/outage-alerts/{action}: does it, then shows the outcome page in the subscriber's language. */
export function actionLink(origin: string, action: LinkAction, subscription: { id: number; secret: string; locale: Locale }): string {
  const query = new URLSearchParams({ id: String(subscription.id), token: linkToken(subscription), locale: subscription.locale })
  return `${origin}/api/outage-alerts/${action}?${query.toString()}`
}

/** The localised page that tells the outcome of a link. */
export function outcomePath(locale: Locale, result: string): string {
  return `${getPathname({ href: '/outage-alerts', locale })}?result=${encodeURIComponent(result)}`
}
