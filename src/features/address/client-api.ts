/** The browser's calls for the address step; it only ever talks to our server (§7). */
import { availabilityResponseSchema, type Availability } from './availability'
import { readSwisscableXmlInBrowser, type SwisscableResponse } from './swisscable'

export interface SwisscableParams {
  plz: string
  str?: string
  hnr?: string
}

/** The lookup answer; null when the call failed (network, 4xx/5xx, not XML), so §8 keys apply. */
export async function fetchSwisscable(params: SwisscableParams, signal?: AbortSignal): Promise<SwisscableResponse | null> {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])))
  try {
    const response = await fetch(`/swisscable?${query}`, { signal, credentials: 'same-origin' })
    if (!response.ok) return null
    return readSwisscableXmlInBrowser(await response.text())
  } catch (error) {
    if (signal?.aborted) throw error
    return null
  }
}

export async function fetchAvailability(
  address: { npa: string; street: string; number: string; city: string },
  signal?: AbortSignal,
): Promise<Availability | null> {
  try {
    const response = await fetch(`/api/nfr/availability?${new URLSearchParams(address)}`, { signal, credentials: 'same-origin' })
    if (!response.ok) return null
    const parsed = availabilityResponseSchema.safeParse(await response.json())
    return parsed.success ? parsed.data.availability : null
  } catch (error) {
    if (signal?.aborted) throw error
    return null
  }
}
