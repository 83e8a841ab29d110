import { XMLBuilder, XMLParser } from 'fast-xml-parser'

import {
  parseSwisscableResponse,
  streetRowsOf,
  type SwisscableResponse,
} from '@/features/order/distributor-rules'

/**
 * The §7 cable-lookup XML. The spec gives the converted object (header.returncode, body.strlist
 * rows ort/plz/str, body.provider); the root element name is ours: <swisscable>.
 */

/** Return codes besides the spec's 'success'. */
export const RETURN_CODES = {
  success: 'success',
  notFound: 'not_found',
  invalid: 'invalid',
  error: 'error',
} as const

const builder = new XMLBuilder({ format: true, ignoreAttributes: true, suppressEmptyNode: true })

// Values stay text: a postal code is not a number, and house numbers like 007 keep their zeros.
const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, trimValues: true, ignoreDeclaration: true })

export function buildSwisscableXml(response: SwisscableResponse, message?: string): string {
  const rows = streetRowsOf(response).map((r) => ({ ort: r.city, plz: r.npa, str: r.street }))
  const body = {
    ...(rows.length > 0 ? { strlist: { row: rows } } : {}),
    ...(response.body.provider ? { provider: response.body.provider } : {}),
  }
  const header = { returncode: response.header.returncode, ...(message ? { message } : {}) }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ swisscable: { header, body } })}`
}

/** XML text → the §7 object; null for anything that is not a lookup answer. */
export function parseSwisscableXml(xml: string): SwisscableResponse | null {
  let document: unknown
  try {
    document = parser.parse(xml, true)
  } catch {
    return null
  }
  if (typeof document !== 'object' || document === null) return null
  // Whatever the upstream calls its root element, the answer is its single child.
  const roots = Object.values(document)
  return roots.length === 1 ? parseSwisscableResponse(roots[0]) : null
}

export function swisscableAnswer(returncode: string, body: SwisscableResponse['body'] = {}): SwisscableResponse {
  return { header: { returncode }, body }
}
