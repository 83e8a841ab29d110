import { RETURN_CODES, swisscableAnswer, swisscableQuery } from '@/features/address'
import { badInputMessage, buildSwisscableXml, cableLookup, UpstreamError } from '@/features/address/server'
import { queryObject } from '@/sites/query-params'

export const dynamic = 'force-dynamic'

function xml(body: string, status: number, cache: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': cache } })
}

/**
 * §7 GET /swisscable?plz=&str=&hnr= → XML header.returncode + body.strlist rows or provider. It answers
 * XML like the operator's service, errors included (header.returncode and a message), never problem+json.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
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
