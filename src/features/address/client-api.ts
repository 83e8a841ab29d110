/** The browser's calls for the address step; it only ever talks to our server (§7). */
import { requestJson, requestText } from '@/lib/http-client'

import { availabilityResponseSchema, type Availability } from './availability'
import { readSwisscableXmlInBrowser, type SwisscableResponse } from './swisscable'

export interface SwisscableParams {
  plz: string
  str?: string
  hnr?: string
}

/** The lookup answer; null when the call failed (network, 4xx/5xx, not XML), so §8 keys apply. */
export async function fetchSwisscable(params: SwisscableParams, signal?: AbortSignal): Promise<SwisscableResponse | null> {
  const query = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])))
  const { ok, body } = await requestText('/swisscable', { query, signal, accept: 'application/xml' })
  // A superseded call (the caller aborted it) ends in the caller's abort, not in a §8 message.
  signal?.throwIfAborted()
  if (!ok || body === null) return null
  try {
    return readSwisscableXmlInBrowser(body)
  } catch {
    return null
  }
}

export async function fetchAvailability(
  address: { npa: string; street: string; number: string; city: string },
  signal?: AbortSignal,
): Promise<Availability | null> {
  const { ok, body } = await requestJson('/api/nfr/availability', { query: address, signal })
  signal?.throwIfAborted()
  if (!ok) return null
  const parsed = availabilityResponseSchema.safeParse(body)
  return parsed.success ? parsed.data.availability : null
}
