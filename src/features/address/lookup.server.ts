import 'server-only'

import { nfrUrl, swisscableUpstream, upstreamTimeoutMs } from '@/lib/env'
import { ApiError, NotFoundError } from '@/lib/api/problem'
import { logger } from '@/lib/logger'
import { observeUpstream } from '@/lib/metrics'

import { addressData } from './address-data.server'
import { availabilityOf, availabilityResponseSchema, type Availability } from './availability'
import { answerFromIndex, UpstreamError, type CableLookup } from './cable-lookup'
import { providerOf } from './swisscable'
import { parseSwisscableXml } from './swisscable-xml.server'

/** Backed by our street index (the default: a fresh machine works offline). */
const embeddedCableLookup: CableLookup = {
  async lookup(query) {
    const { index, providers } = await addressData()
    return answerFromIndex(index, providers, query)
  },
}

/** The operator's real lookup; the credentials are added here and never leave the server. */
function httpCableLookup(upstream: { url: string; user: string; password: string }): CableLookup {
  return {
    lookup: (query) =>
      observeUpstream('cable_lookup', async () => {
        const url = new URL(upstream.url)
        url.searchParams.set('user', upstream.user)
        url.searchParams.set('pwd', upstream.password)
        url.searchParams.set('plz', query.plz)
        if (query.str) url.searchParams.set('str', query.str)
        if (query.hnr) url.searchParams.set('hnr', query.hnr)
        const xml = await fetchText(url, 'application/xml')
        const answer = xml === null ? null : parseSwisscableXml(xml)
        if (!answer) throw new UpstreamError('cable lookup answered something that is not a lookup answer')
        return answer
      }),
  }
}

export function cableLookup(): CableLookup {
  const upstream = swisscableUpstream()
  return upstream ? httpCableLookup(upstream) : embeddedCableLookup
}

/**
 * A GET with the upstream time limit; every failure (timeout, refused, 5xx) is an UpstreamError.
 * null: the upstream said 404, which the availability service uses for an unknown address.
 */
async function fetchText(url: URL, accept: string): Promise<string | null> {
  try {
    const response = await fetch(url, { headers: { accept }, signal: AbortSignal.timeout(upstreamTimeoutMs()), cache: 'no-store' })
    if (response.status === 404) return null
    if (!response.ok) throw new UpstreamError(`upstream answered ${response.status}`)
    return await response.text()
  } catch (error) {
    // Log the host only: the query carries the lookup credentials.
    logger.warn({ err: error instanceof Error ? error.message : String(error), host: url.host }, 'upstream call failed')
    throw error instanceof UpstreamError ? error : new UpstreamError('upstream unreachable', { cause: error })
  }
}

export type AvailabilityResult = { status: 'ok'; availability: Availability } | { status: 'not_found' } | { status: 'error' }

export interface AvailabilityQuery {
  npa: string
  street: string
  number: string
  city?: string | undefined
}

/** §7 fibre availability: the upstream service when NFR_URL is set, else the distributor's fields. */
export async function lookupAvailability(query: AvailabilityQuery): Promise<AvailabilityResult> {
  const upstream = nfrUrl()
  try {
    if (upstream) return await observeUpstream('fibre_availability', () => upstreamAvailability(upstream, query))
    const answer = await embeddedCableLookup.lookup({ plz: query.npa, str: query.street, hnr: query.number })
    const provider = providerOf(answer)
    return provider ? { status: 'ok', availability: availabilityOf(provider) } : { status: 'not_found' }
  } catch (error) {
    if (error instanceof UpstreamError) return { status: 'error' }
    throw error
  }
}

/** §7 GET /api/nfr/availability: { availability }, or 404 for an address no network serves, 502 without the service. */
export async function answerAvailability(query: AvailabilityQuery): Promise<{ availability: Availability }> {
  const result = await lookupAvailability(query)
  if (result.status === 'not_found') throw new NotFoundError('address not found')
  if (result.status === 'error') throw new ApiError(502, 'availability service unavailable')
  return { availability: result.availability }
}

async function upstreamAvailability(base: string, query: AvailabilityQuery): Promise<AvailabilityResult> {
  const url = new URL(base)
  url.searchParams.set('npa', query.npa)
  url.searchParams.set('street', query.street)
  url.searchParams.set('number', query.number)
  if (query.city) url.searchParams.set('city', query.city)
  const text = await fetchText(url, 'application/json')
  if (text === null) return { status: 'not_found' }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (error) {
    throw new UpstreamError('availability answer is not JSON', { cause: error })
  }
  const parsed = availabilityResponseSchema.safeParse(body)
  if (!parsed.success) throw new UpstreamError('availability answer has an unexpected shape')
  return { status: 'ok', availability: parsed.data.availability }
}
