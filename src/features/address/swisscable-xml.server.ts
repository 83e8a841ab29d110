import 'server-only'

import { XMLBuilder, XMLParser } from 'fast-xml-parser'

import { streetRowsOf, swisscableFromXmlObject, type SwisscableResponse } from './swisscable'

/** §7 /swisscable as XML text on the server: the upstream's answers read, ours written. */
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

/** XML text → the §7 answer; null for anything that is not a lookup answer. */
export function parseSwisscableXml(xml: string): SwisscableResponse | null {
  try {
    return swisscableFromXmlObject(parser.parse(xml, true))
  } catch {
    return null
  }
}
