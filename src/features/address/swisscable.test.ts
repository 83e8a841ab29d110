// @vitest-environment happy-dom
import { XMLBuilder } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'

import { ADDRESS_ERRORS } from './address-errors'
import {
  interpretStreetLookup,
  isStreetLookupSuccess,
  parseSwisscableResponse,
  readSwisscableXmlInBrowser,
  streetRowsOf,
  swisscableAnswer,
  type SwisscableResponse,
} from './swisscable'
import { buildSwisscableXml, parseSwisscableXml as readOnServer } from './swisscable-xml.server'
import { FRIBOURG_PROVIDER } from './test-fixtures'

const row = { city: 'Verbier', npa: '1936', street: 'Route des Creux' }
const response = (returncode: string, body: SwisscableResponse['body'] = {}): SwisscableResponse => ({ header: { returncode }, body })

describe('§5 street lookup', () => {
  it("a distributor lookup by street succeeds only when return code is 'success' and a street list with rows or a provider is present.", () => {
    expect(isStreetLookupSuccess(response('success', { strlist: [row] }))).toBe(true)
    expect(isStreetLookupSuccess(response('success', { provider: { name: 'SEIC', key: '16' } }))).toBe(true)
    expect(isStreetLookupSuccess(response('success', {}))).toBe(false)
    expect(isStreetLookupSuccess(response('error', { strlist: [row] }))).toBe(false)
  })

  it('reads a single row the same as a list of rows', () => {
    const wire = { ort: 'Verbier', plz: '1936', str: 'Route des Creux' }
    const single = parseSwisscableResponse({ header: { returncode: 'success' }, body: { strlist: { row: wire } } })!
    const many = parseSwisscableResponse({
      header: { returncode: 'success' },
      body: { strlist: { row: [wire, { ...wire, str: 'Rue de Médran' }] } },
    })!
    expect(streetRowsOf(single)).toEqual([{ city: 'Verbier', npa: '1936', street: 'Route des Creux' }])
    expect(streetRowsOf(many).map((r) => r.street)).toEqual(['Route des Creux', 'Rue de Médran'])
    expect(isStreetLookupSuccess(single)).toBe(true)
  })

  it('fails on a street list without rows and no provider', () => {
    expect(isStreetLookupSuccess(parseSwisscableResponse({ header: { returncode: 'success' }, body: { strlist: {} } })!)).toBe(false)
    expect(isStreetLookupSuccess(response('success', { strlist: [] }))).toBe(false)
  })

  it('counts an empty provider element as no provider', () => {
    expect(isStreetLookupSuccess(response('success', { provider: {} }))).toBe(false)
  })

  it("fails on any return code other than exactly 'success'", () => {
    for (const code of ['error', 'notfound', '', 'SUCCESS', ' success']) {
      expect(isStreetLookupSuccess(response(code, { strlist: [row] }))).toBe(false)
    }
  })

  it('interprets a failed or malformed answer as the get_streets error', () => {
    expect(interpretStreetLookup(null)).toEqual({ ok: false, error: 'order.caius.error.get_streets' })
    expect(interpretStreetLookup(response('error'))).toEqual({
      ok: false,
      error: 'order.caius.error.get_streets',
    })
    expect(interpretStreetLookup(response('success', { strlist: [row] }))).toEqual({
      ok: true,
      streets: [{ city: 'Verbier', npa: '1936', street: 'Route des Creux' }],
      provider: null,
    })
  })
})

describe('parsing the converted /swisscable XML', () => {
  it('accepts numbers where the converter typed them and keeps them as text', () => {
    const parsed = parseSwisscableResponse({
      header: { returncode: 'success' },
      body: { strlist: { row: { ort: 'Le Châble VS', plz: 1934, str: 'Rue du Bourg' } } },
    })
    expect(parsed).not.toBeNull()
    expect(streetRowsOf(parsed!)).toEqual([{ city: 'Le Châble VS', npa: '1934', street: 'Rue du Bourg' }])
  })

  it('keeps the known provider fields and drops the rest', () => {
    const parsed = parseSwisscableResponse({
      header: { returncode: 'success' },
      body: { provider: { name: 'SEIC', sc_id: 16, fibre: true, unknown_field: 'x', nested: { a: 1 } } },
    })
    expect(parsed?.body.provider).toEqual({ name: 'SEIC', sc_id: '16', fibre: 'true' })
    expect(isStreetLookupSuccess(parsed!)).toBe(true)
  })

  it('treats empty elements as absent', () => {
    const parsed = parseSwisscableResponse({
      header: { returncode: 'success' },
      body: { strlist: '', provider: '' },
    })
    expect(parsed).toEqual({ header: { returncode: 'success' }, body: {} })
    expect(isStreetLookupSuccess(parsed!)).toBe(false)
    const emptyBody = parseSwisscableResponse({ header: { returncode: 'error' }, body: '' })
    expect(emptyBody).toEqual({ header: { returncode: 'error' }, body: {} })
  })

  it('rejects an answer without a header or with a broken row', () => {
    expect(parseSwisscableResponse({ body: {} })).toBeNull()
    expect(parseSwisscableResponse('<html>')).toBeNull()
    expect(parseSwisscableResponse({ header: { returncode: 'success' }, body: { strlist: { row: { ort: 'X' } } } })).toBeNull()
  })
})

// The server reads the upstream with its XML library, the browser our answers with its own parser:
// both must read the same text the same way.
const READERS = { 'the server': readOnServer, 'the browser': readSwisscableXmlInBrowser }

describe.each(Object.entries(READERS))('§7 /swisscable XML read by %s', (_, parseSwisscableXml) => {
  it('a street list round-trips, with one row or several', () => {
    const many = swisscableAnswer('success', {
      strlist: [
        { city: 'Fribourg', npa: '1700', street: 'Rue de Lausanne' },
        { city: 'Fribourg', npa: '1700', street: 'Rue de Romont' },
      ],
    })
    expect(parseSwisscableXml(buildSwisscableXml(many))).toEqual(many)
    const one = swisscableAnswer('success', { strlist: [{ city: 'Verbier', npa: '1936', street: 'Route des Creux' }] })
    const xml = buildSwisscableXml(one)
    expect(xml).toMatch(/<row>\s*<ort>Verbier<\/ort>\s*<plz>1936<\/plz>\s*<str>Route des Creux<\/str>\s*<\/row>/)
    expect(parseSwisscableXml(xml)).toEqual(one)
  })

  it('a provider round-trips with the §3 cable-lookup fields as text', () => {
    const answer = swisscableAnswer('success', { provider: FRIBOURG_PROVIDER })
    const xml = buildSwisscableXml(answer)
    expect(xml).toContain('<returncode>success</returncode>')
    expect(xml).toContain('<inet_download>10000</inet_download>')
    expect(parseSwisscableXml(xml)).toEqual(answer)
  })

  it('escapes markup in values', () => {
    const answer = swisscableAnswer('success', { strlist: [{ city: 'A & B', npa: '1700', street: '<Rue>' }] })
    const xml = buildSwisscableXml(answer)
    expect(xml).not.toContain('<Rue>')
    expect(parseSwisscableXml(xml)?.body.strlist).toEqual([{ city: 'A & B', npa: '1700', street: '<Rue>' }])
  })

  it('keeps postal codes and numbers as text', () => {
    const xml =
      '<answer><header><returncode>success</returncode></header><body><strlist><row><ort>X</ort><plz>0123</plz><str>1</str></row></strlist></body></answer>'
    expect(parseSwisscableXml(xml)?.body.strlist).toEqual([{ city: 'X', npa: '0123', street: '1' }])
  })

  it('an error answer carries its message; an empty body parses', () => {
    const xml = buildSwisscableXml(swisscableAnswer('invalid'), 'Code postal invalide')
    expect(xml).toContain('<message>Code postal invalide</message>')
    expect(parseSwisscableXml(xml)).toEqual({ header: { returncode: 'invalid' }, body: {} })
  })

  it('anything else is null', () => {
    expect(parseSwisscableXml('not xml <<')).toBeNull()
    expect(parseSwisscableXml('<html><body>502 Bad Gateway</body></html>')).toBeNull()
    expect(parseSwisscableXml('')).toBeNull()
  })
})

describe('§7 /swisscable XML as written', () => {
  // The text the site wrote through fast-xml-parser's builder before writing it out itself.
  const builder = new XMLBuilder({ format: true, ignoreAttributes: true, suppressEmptyNode: true })
  const throughBuilder = (answer: SwisscableResponse, message?: string) => {
    const rows = streetRowsOf(answer).map((r) => ({ ort: r.city, plz: r.npa, str: r.street }))
    const body = {
      ...(rows.length > 0 ? { strlist: { row: rows } } : {}),
      ...(answer.body.provider ? { provider: answer.body.provider } : {}),
    }
    const header = { returncode: answer.header.returncode, ...(message ? { message } : {}) }
    return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ swisscable: { header, body } })}`
  }

  it.each([
    ['a street list', swisscableAnswer('success', { strlist: [row, { city: 'Fribourg', npa: '1700', street: 'Rue de Romont' }] })],
    ['one row', swisscableAnswer('success', { strlist: [row] })],
    [
      'markup, quotes and apostrophes',
      swisscableAnswer('success', { strlist: [{ city: 'A & B "C"', npa: '1700', street: "<Rue> de l'Église & l’Orée" }] }),
    ],
    ['an empty value', swisscableAnswer('success', { strlist: [{ city: '', npa: '1700', street: 'Rue' }] })],
    ['a provider', swisscableAnswer('success', { strlist: [row], provider: FRIBOURG_PROVIDER })],
    ['a provider alone, one field empty', swisscableAnswer('success', { provider: { name: 'SEIC & co', key: '', email: undefined } })],
    ['an empty provider', swisscableAnswer('success', { provider: {} })],
    ['no body', swisscableAnswer('not_found')],
  ])('byte for byte: %s', (_, answer) => {
    expect(buildSwisscableXml(answer)).toBe(throughBuilder(answer))
  })

  it('byte for byte: an error with its message', () => {
    expect(buildSwisscableXml(swisscableAnswer('invalid'), 'Code postal <invalide> & "faux"')).toBe(
      throughBuilder(swisscableAnswer('invalid'), 'Code postal <invalide> & "faux"'),
    )
  })
})

describe('§8 error catalogue', () => {
  it("Order keys: order.caius.error.get_distributor (no distributor for address or postal code, or request failure); order.caius.error.get_streets (no streets or failure); order.caius.error.npa_exception (distributor redirect rule matches the chosen pack or 'all').", () => {
    expect(ADDRESS_ERRORS).toEqual({
      getDistributor: 'order.caius.error.get_distributor',
      getStreets: 'order.caius.error.get_streets',
      npaException: 'order.caius.error.npa_exception',
    })
  })
})
