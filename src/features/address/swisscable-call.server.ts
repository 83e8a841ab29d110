import 'server-only'

import { translator, type Translate } from '@/i18n/translator'
import { ApiError } from '@/lib/api/problem'
import { queryObject } from '@/lib/api/query'
import { registerDirectRoute, type DirectAnswer } from '@/lib/production-server/direct-routes'
import { localeOfQuery } from '@/sites/query-params'

import { swisscableQuery } from './address-fields'
import { badAddressQuery } from './api-errors'
import { UpstreamError } from './cable-lookup'
import { cableLookup } from './lookup.server'
import { RETURN_CODES, swisscableAnswer } from './swisscable'
import { buildSwisscableXml } from './swisscable-xml.server'

const xml = (body: string, status: number, cache: string): DirectAnswer => ({
  status,
  headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': cache },
  body,
})

/**
 * §7 GET /swisscable?plz=&str=&hnr= → XML header.returncode + body.strlist rows or provider. It answers
 * XML like the operator's service, errors included (header.returncode and a message), never problem+json.
 */
export async function answerSwisscable(params: URLSearchParams, t: Translate): Promise<DirectAnswer> {
  const query = swisscableQuery.safeParse(queryObject(params))
  if (!query.success) return swisscableRefusal(badAddressQuery(query.error, t))
  try {
    const answer = await cableLookup().lookup(query.data)
    return xml(buildSwisscableXml(answer), 200, 'public, max-age=60')
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error
    return xml(buildSwisscableXml(swisscableAnswer(RETURN_CODES.error)), 502, 'no-store')
  }
}

/** A refused query in the call's own XML, its message in the returncode's text. */
export function swisscableRefusal(error: ApiError): DirectAnswer {
  return xml(buildSwisscableXml(swisscableAnswer(RETURN_CODES.invalid), error.message), 400, 'no-store')
}

/**
 * Street suggestions are asked at every keystroke: the production listener answers them without
 * Next's router, by the edge's locale rule (`src/sites/edge.ts`), and so without its metrics.
 */
export function registerSwisscableCall(): void {
  registerDirectRoute('/swisscable', async (params) => {
    try {
      return await answerSwisscable(params, translator(localeOfQuery(params)))
    } catch (error) {
      if (error instanceof ApiError) return swisscableRefusal(error)
      throw error
    }
  })
}
