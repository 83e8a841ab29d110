import 'server-only'

import { XMLParser } from 'fast-xml-parser'

import { streetRowsOf, swisscableFromXmlObject, type SwisscableResponse } from './swisscable'

// Values stay text: a postal code is not a number, and house numbers like 007 keep their zeros.
const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, trimValues: true, ignoreDeclaration: true })

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&apos;', '"': '&quot;' }
const escaped = (text: string) => text.replace(/[&<>'"]/g, (character) => ENTITIES[character] ?? character)

/** One element on its line, empty as <name/>. */
const element = (indent: string, name: string, value: string) =>
  value === '' ? `${indent}<${name}/>\n` : `${indent}<${name}>${escaped(value)}</${name}>\n`

/**
 * §7 /swisscable as XML text, written out: the answer's shape is fixed, and building it through an
 * XML library's object tree cost tens of kilobytes of garbage per keystroke. The text is the one
 * fast-xml-parser's builder writes (indented by two spaces, empty elements closed on themselves).
 */
export function buildSwisscableXml(response: SwisscableResponse, message?: string): string {
  let xml = '<?xml version="1.0" encoding="UTF-8"?>\n<swisscable>\n  <header>\n'
  xml += element('    ', 'returncode', response.header.returncode)
  if (message) xml += element('    ', 'message', message)
  xml += '  </header>\n'
  const rows = streetRowsOf(response)
  const provider = response.body.provider
  if (rows.length === 0 && !provider) return `${xml}  <body/>\n</swisscable>\n`
  xml += '  <body>\n'
  if (rows.length > 0) {
    xml += '    <strlist>\n'
    for (const row of rows) {
      xml += `      <row>\n${element('        ', 'ort', row.city)}${element('        ', 'plz', row.npa)}${element('        ', 'str', row.street)}      </row>\n`
    }
    xml += '    </strlist>\n'
  }
  if (provider) {
    let fields = ''
    for (const [name, value] of Object.entries(provider)) if (value !== undefined) fields += element('      ', name, value)
    xml += fields === '' ? '    <provider/>\n' : `    <provider>\n${fields}    </provider>\n`
  }
  return `${xml}  </body>\n</swisscable>\n`
}

/** XML text → the §7 answer; null for anything that is not a lookup answer. */
export function parseSwisscableXml(xml: string): SwisscableResponse | null {
  try {
    return swisscableFromXmlObject(parser.parse(xml, true))
  } catch {
    return null
  }
}
