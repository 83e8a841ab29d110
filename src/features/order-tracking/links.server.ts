import 'server-only'

import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { orderLinkLifetimeDays } from '@/lib/env'
import { isSignedToken, signedToken } from '@/lib/signed-token'

const PURPOSE = 'order-tracking'

const DAY_MS = 24 * 60 * 60_000

/**
 * The token of an order's link: the second it was issued (base 36), a dash, then the HMAC of the
 * reference and that second. The lifetime is counted from the issue when the link is followed, so a
 * shorter ORDER_LINK_LIFETIME_DAYS also shortens the links already mailed.
 */
function trackingToken(reference: string, issuedSeconds: number): string {
  const issued = issuedSeconds.toString(36)
  return `${issued}-${signedToken(PURPOSE, `${reference}:${issued}`)}`
}

/**
 * What a link's token says: valid; expired (ours, but older than the lifetime, or of the kind mailed
 * before links expired, which signed the reference alone); or not ours.
 */
export type TrackingLinkState = 'valid' | 'expired' | 'invalid'

export function trackingLinkState(reference: string, token: string, now = new Date()): TrackingLinkState {
  if (reference === '' || token === '') return 'invalid'
  const dash = token.indexOf('-')
  const issued = dash > 0 ? token.slice(0, dash) : ''
  if (/^[0-9a-z]{1,8}$/.test(issued) && isSignedToken(PURPOSE, `${reference}:${issued}`, token.slice(dash + 1))) {
    const age = now.getTime() - parseInt(issued, 36) * 1000
    return age <= orderLinkLifetimeDays() * DAY_MS ? 'valid' : 'expired'
  }
  return isSignedToken(PURPOSE, reference, token) ? 'expired' : 'invalid'
}

export function isTrackingToken(reference: string, token: string, now = new Date()): boolean {
  return trackingLinkState(reference, token, now) === 'valid'
}

/** The tracking page's path with this token, in `locale` (the language switcher keeps the token, and so its lifetime). */
export function linkedTrackingPath(locale: Locale, reference: string, token: string): string {
  return `${getPathname({ href: '/order/tracking', locale })}?${new URLSearchParams({ ref: reference, token }).toString()}`
}

/** The tracking page's path with a new signed link to the order, issued `now`: opens it without login, in `locale`. */
export function trackingPath(locale: Locale, reference: string, now = new Date()): string {
  return linkedTrackingPath(locale, reference, trackingToken(reference, Math.floor(now.getTime() / 1000)))
}
