/** The two calls the browser makes for the network widgets (§7); failures are only logged (§8). */
import type { Locale } from '@/i18n/locales'
import { fetchJson, requestJson } from '@/lib/http-client'
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

const pendingEvents = new Map<string, Promise<NetworkEventsResponse>>()

/** `shared`, or the caller's abort, whichever comes first: a caller that stops waiting leaves the request to the others. */
function untilAborted<T>(shared: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    shared.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/**
 * The current events; the widgets asking at the same time (Fribourg's alert panel, the home page's
 * status line) share one request, each waiting on its own signal. An answer ends the sharing: the
 * next ask is a new request.
 */
export function fetchCurrentEvents(site: SiteId, locale: Locale, signal: AbortSignal): Promise<NetworkEventsResponse> {
  const key = `${site}/${locale}`
  let pending = pendingEvents.get(key)
  if (!pending) {
    pending = fetchJson<NetworkEventsResponse>('/networkstatus', { query: { events: 'current', locale, site: String(site) } })
    const settled = () => pendingEvents.delete(key)
    pending.then(settled, settled)
    pendingEvents.set(key, pending)
  }
  return untilAborted(pending, signal)
}
