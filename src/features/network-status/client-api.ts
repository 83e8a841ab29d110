/** The two calls the browser makes for the network widgets (§7); failures are only logged (§8). */
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import type { NetworkEventsResponse } from './events-model'

const pendingStatus = new Map<string, Promise<string | null>>()

/** Every status dot of a page shares one request. */
export function fetchNetworkStatus(site: SiteId, locale: Locale): Promise<string | null> {
  const url = `/api/manny/network/status?${new URLSearchParams({ locale, site: String(site) })}`
  let pending = pendingStatus.get(url)
  if (!pending) {
    pending = fetch(url, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`)
        const body: unknown = await response.json()
        return typeof body === 'object' && body !== null && 'status' in body && typeof body.status === 'string' ? body.status : null
      })
      .catch((error: unknown) => {
        console.warn('network status unavailable', error)
        pendingStatus.delete(url)
        return null
      })
    pendingStatus.set(url, pending)
  }
  return pending
}

export async function fetchCurrentEvents(site: SiteId, locale: Locale, signal: AbortSignal): Promise<NetworkEventsResponse> {
  const url = `/networkstatus?${new URLSearchParams({ events: 'current', locale, site: String(site) })}`
  const response = await fetch(url, { credentials: 'same-origin', signal })
  if (!response.ok) throw new Error(`networkstatus ${response.status}`)
  return (await response.json()) as NetworkEventsResponse
}
