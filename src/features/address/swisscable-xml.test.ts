import { describe, expect, it } from 'vitest'

import { buildSwisscableXml, parseSwisscableXml, swisscableAnswer } from './swisscable-xml'
import { FRIBOURG_PROVIDER } from './test-fixtures'

describe('§7 /swisscable XML', () => {
  it('a street list round-trips, with one row or several', () => {
    const many = swisscableAnswer('success', {
      strlist: { row: [{ ort: 'Fribourg', plz: '1700', str: 'Rue de Lausanne' }, { ort: 'Fribourg', plz: '1700', str: 'Rue de Romont' }] },
    })
    expect(parseSwisscableXml(buildSwisscableXml(many))).toEqual(many)
    const one = swisscableAnswer('success', { strlist: { row: [{ ort: 'Verbier', plz: '1936', str: 'Route des Creux' }] } })
    const parsed = parseSwisscableXml(buildSwisscableXml(one))
    expect(parsed?.body.strlist?.row).toEqual({ ort: 'Verbier', plz: '1936', str: 'Route des Creux' })
  })

  it('a provider round-trips with the §3 cable-lookup fields as text', () => {
    const answer = swisscableAnswer('success', { provider: FRIBOURG_PROVIDER })
    const xml = buildSwisscableXml(answer)
    expect(xml).toContain('<returncode>success</returncode>')
    expect(xml).toContain('<inet_download>10000</inet_download>')
    expect(parseSwisscableXml(xml)).toEqual(answer)
  })

  it('escapes markup in values', () => {
    const answer = swisscableAnswer('success', { strlist: { row: [{ ort: 'A & B', plz: '1700', str: '<Rue>' }] } })
    const xml = buildSwisscableXml(answer)
    expect(xml).not.toContain('<Rue>')
    expect(parseSwisscableXml(xml)?.body.strlist?.row).toEqual({ ort: 'A & B', plz: '1700', str: '<Rue>' })
  })

  it('keeps postal codes and numbers as text', () => {
    const xml = '<answer><header><returncode>success</returncode></header><body><strlist><row><ort>X</ort><plz>0123</plz><str>1</str></row></strlist></body></answer>'
    expect(parseSwisscableXml(xml)?.body.strlist?.row).toEqual({ ort: 'X', plz: '0123', str: '1' })
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
