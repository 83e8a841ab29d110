import 'server-only'

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { getPathname } from '@/i18n/navigation'
import { payloadSecret, siteHosts } from '@/lib/env'
import { hostWithoutPort, parseSiteHosts } from '@/sites/resolve-site'
import type { Locale } from '@/sites/sites'

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
export function linkToken(subscription: { id: number; secret: string }): string {
  return createHmac('sha256', payloadSecret()).update(`outage-alerts:${subscription.id}:${subscription.secret}`).digest('base64url')
}

export function isLinkToken(subscription: { id: number; secret: string }, token: string): boolean {
  const expected = Buffer.from(linkToken(subscription))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * The site address the visitor used, for the links of the mails: its host only when the site map
 * lists it (a forged Host header must not end up in a mail), else the server's own address.
 */
export function siteOrigin(request: Request): string {
  const url = new URL(request.url)
  const host = request.headers.get('host')
  if (!host || !parseSiteHosts(siteHosts()).has(hostWithoutPort(host))) return url.origin
  const protocol = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : url.protocol.replace(':', '')
  return `${protocol}://${host}`
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
