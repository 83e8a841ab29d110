import { describe, expect, it } from 'vitest'

import { AddressAggregator } from '../src/features/address/address-import'
import { GWR_COLUMNS, gwrSample, languageOf } from './gwr-sample'

const OPTIONS = { addresses: 6000, postcodes: 30, seed: 7 }

function read(lines: readonly string[]) {
  const aggregator = new AddressAggregator()
  const [header = '', ...rows] = lines
  aggregator.header(header)
  for (const row of rows) aggregator.add(row)
  return aggregator
}

describe('generated GWR address extract', () => {
  const lines = [...gwrSample(OPTIONS)]
  const rows = lines.slice(1).map((line) => line.split('\t'))
  const column = (name: string) => GWR_COLUMNS.indexOf(name)

  it('is the federal entrance extract: its header, one tab-separated line per address', () => {
    expect(lines[0]).toBe(GWR_COLUMNS.join('\t'))
    expect(rows).toHaveLength(OPTIONS.addresses)
    expect(rows.every((row) => row.length === GWR_COLUMNS.length)).toBe(true)
    expect(new Set(rows.map((row) => row[column('DPLZ4')])).size).toBe(OPTIONS.postcodes)
  })

  it('parses through the real importer: every official entrance is read, the others skipped', () => {
    const aggregator = read(lines)
    const unofficial = rows.filter((row) => row[column('DOFFADR')] === '0').length
    expect(aggregator.rows).toBe(OPTIONS.addresses)
    expect(aggregator.skipped).toBe(unofficial)
    const streets = aggregator.result()
    const numbers = streets.reduce((sum, street) => sum + street.numbers.size, 0)
    // Each entrance is its own house number on its street.
    expect(numbers).toBe(OPTIONS.addresses - unofficial)
    expect(streets.every((s) => /^[1-9]\d{3}$/.test(s.npa) && s.city !== '' && s.street !== '')).toBe(true)
  })

  it('names streets in the language of their region, accents included', () => {
    const streetsIn = (language: string) =>
      rows.filter((row) => languageOf(Number(row[column('DPLZ4')])) === language).map((row) => row[column('STRNAME')] ?? '')
    const french = streetsIn('fr')
    const german = streetsIn('de')
    expect(french.length).toBeGreaterThan(0)
    expect(german.length).toBeGreaterThan(0)
    expect(
      french.every((name) =>
        /^(Rue|Route|Chemin|Avenue|Impasse|Place|Allée|Boulevard|Sentier|Quai|Passage|Ruelle|Promenade|Clos) /.test(name),
      ),
    ).toBe(true)
    expect(french.some((name) => /[éèêâôç]/i.test(name))).toBe(true)
    expect(german.some((name) => /[äöü]/i.test(name))).toBe(true)
    const italian = [...gwrSample({ addresses: 3000, postcodes: 2000, seed: 7 })]
      .slice(1)
      .map((line) => line.split('\t'))
      .filter((row) => languageOf(Number(row[column('DPLZ4')])) === 'it')
      .map((row) => row[column('STRNAME')] ?? '')
    expect(italian.every((name) => /^(Via|Viale|Vicolo|Piazza|Strada|Salita|Contrada|Piazzetta|Sentiero|Riva) /.test(name))).toBe(true)
    expect(italian.some((name) => /[àèòù]/.test(name))).toBe(true)
  })

  it('is the same file for the same seed, another for another seed', () => {
    expect([...gwrSample(OPTIONS)]).toEqual(lines)
    expect([...gwrSample({ ...OPTIONS, seed: 8 })]).not.toEqual(lines)
  })

  it('refuses sizes it cannot fill', () => {
    expect(() => [...gwrSample({ addresses: 10, postcodes: 20, seed: 1 })]).toThrow(/one address per postal code/)
  })
})
