import 'server-only'

import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { isSignedToken, signedToken } from '@/lib/signed-token'

const PURPOSE = 'order-tracking'

/** The tracking page's path with the order's signed link: opens it without login, in `locale`. */
export function trackingPath(locale: Locale, reference: string): string {
  const query = new URLSearchParams({ ref: reference, token: signedToken(PURPOSE, reference) })
  return `${getPathname({ href: '/order/tracking', locale })}?${query.toString()}`
}

export function isTrackingToken(reference: string, token: string): boolean {
  return isSignedToken(PURPOSE, reference, token)
}
