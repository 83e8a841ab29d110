import 'server-only'

import { randomBytes } from 'node:crypto'

import { getPathname } from '@/i18n/navigation'
import { isSignedToken, signedToken } from '@/lib/signed-token'
import type { Locale } from '@/i18n/locales'

/** The two things a mail link does, without login. */
export type LinkAction = 'confirm' | 'unsubscribe'

/** A new secret for a subscription; renewed on each new subscription, which voids older links. */
export function newSecret(): string {
  return randomBytes(24).toString('base64url')
}

/** The token of a subscription's links: derived from its stored secret, nothing guessed from the id. */
function linkToken(subscription: { id: number; secret: string }): string {
  return signedToken('outage-alerts', `${subscription.id}:${subscription.secret}`)
}

export function isLinkToken(subscription: { id: number; secret: string }, token: string): boolean {
  return isSignedToken('outage-alerts', `${subscription.id}:${subscription.secret}`, token)
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
