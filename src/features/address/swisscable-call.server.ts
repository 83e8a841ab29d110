import 'server-only'

import { registerDirectRoute, type DirectAnswer } from '@/lib/production-server/direct-routes'
import { queryObject } from '@/sites/query-params'

import { swisscableQuery } from './address-fields'
import { badInputMessage } from './api-errors'
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
export async function answerSwisscable(params: URLSearchParams): Promise<DirectAnswer> {
  const query = swisscableQuery.safeParse(queryObject(params))
  if (!query.success) {
    const { message } = badInputMessage(query.error, params)
    return xml(buildSwisscableXml(swisscableAnswer(RETURN_CODES.invalid), message), 400, 'no-store')
  }
  try {
    const answer = await cableLookup().lookup(query.data)
    return xml(buildSwisscableXml(answer), 200, 'public, max-age=60')
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error
    return xml(buildSwisscableXml(swisscableAnswer(RETURN_CODES.error)), 502, 'no-store')
  }
}

/** Street suggestions are asked at every keystroke: the production listener answers them without Next's router. */
export function registerSwisscableCall(): void {
  registerDirectRoute('/swisscable', answerSwisscable)
}
