/** The two calls the browser makes for the network widgets (§7); failures are only logged (§8). */
import type { Locale } from '@/i18n/locales'
import { requestJson } from '@/lib/http-client'
import type { SiteId } from '@/sites/sites'

import type { NetworkEventsResponse } from './events-model'

const pendingStatus = new Map<string, Promise<string | null>>()

/** Every status dot of a page shares one request. */
export function fetchNetworkStatus(site: SiteId, locale: Locale): Promise<string | null> {
  const key = `${site}/${locale}`
  let pending = pendingStatus.get(key)
  if (!pending) {
    pending = requestJson('/api/manny/network/status', { query: { locale, site: String(site) } }).then(({ ok, status, body }) => {
      if (ok && typeof body === 'object' && body !== null && 'status' in body && typeof body.status === 'string') return body.status
      console.warn('network status unavailable', status)
      pendingStatus.delete(key)
      return null
    })
    pendingStatus.set(key, pending)
  }
  return pending
}

export async function fetchCurrentEvents(site: SiteId, locale: Locale, signal: AbortSignal): Promise<NetworkEventsResponse> {
  const { ok, status, body } = await requestJson<NetworkEventsResponse>('/networkstatus', {
    query: { events: 'current', locale, site: String(site) },
    signal,
  })
  if (!ok || !body) throw new Error(`networkstatus ${status}`)
  return body
}
