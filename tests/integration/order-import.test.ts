import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

import { afterAll, describe, expect, it } from 'vitest'

import { cms } from '@/cms/client'
import { hasHouseNumber } from '@/features/address'
import { AddressAggregator, addressData, importStreets, resetAddressData } from '@/features/address/server'

afterAll(async () => (await cms()).destroy())

const FIXTURE = 'tests/fixtures/gwr-addresses-sample.csv'

function aggregate(text: string) {
  const aggregator = new AddressAggregator()
  const [header = '', ...lines] = text.split(/\r?\n/)
  aggregator.header(header)
  for (const line of lines) aggregator.add(line)
  return aggregator
}

describe('importer of the official address data (GWR/RegBL extract)', () => {
  it('groups entrances into streets with their house numbers; skips non-official and broken rows', () => {
    const aggregator = aggregate(readFileSync(FIXTURE, 'utf8'))
    expect(aggregator.rows).toBe(13)
    expect(aggregator.skipped).toBe(2)
    const streets = aggregator.result()
    expect(streets.map((s) => `${s.npa} ${s.street}`)).toEqual([
      '1700 Rue de Morat',
      '1700 Chemin des Kybourg',
      '1630 Rue de la Léchère',
      '1630 Route de l’Industrie',
      '8001 Bahnhofstrasse',
    ])
    expect([...streets[0]!.numbers]).toEqual(['1', '3', '3a', '10'])
  })

  it('reads the tab-separated federal extract and swisstopo columns too', () => {
    const federal = aggregate(
      'EGID\tEDID\tEGAID\tDEINR\tESID\tSTRNAME\tDPLZ4\tDPLZZ\tDPLZNAME\tDOFFADR\n1\t0\t1\t7\t1\tGrand-Rue\t1630\t00\tBulle\t1',
    )
    expect(federal.result()[0]).toMatchObject({ npa: '1630', city: 'Bulle', street: 'Grand-Rue' })
    const swisstopo = aggregate('ADR_EGAID;STN_LABEL;ADR_NUMBER;ZIP_LABEL;COM_NAME\n1;Rue du Centre;4;1635 La Tour-de-Trême;Bulle')
    expect(swisstopo.result()[0]).toMatchObject({ npa: '1635', city: 'La Tour-de-Trême', street: 'Rue du Centre' })
    expect(() => aggregate('A;B;C\n1;2;3')).toThrow(/not an address extract/)
  })

  it('upserts the streets in batches, with the distributor of their postal code', async () => {
    const payload = await cms()
    const before = (await payload.count({ collection: 'streets' })).totalDocs
    const report = await importStreets(payload, aggregate(readFileSync(FIXTURE, 'utf8')).result(), 2)
    expect(report).toEqual({ streets: 5, created: 4, updated: 1, withoutDistributor: 1 })
    expect((await payload.count({ collection: 'streets' })).totalDocs).toBe(before + 4)
    const again = await importStreets(payload, aggregate(readFileSync(FIXTURE, 'utf8')).result())
    expect(again).toMatchObject({ created: 0, updated: 5 })

    resetAddressData()
    const { index } = await addressData()
    const morat = index.find('1700', 'rue de morat')
    expect(morat?.distributorId).toBe(376)
    expect(hasHouseNumber(morat!, '3A')).toBe(true)
    expect(hasHouseNumber(morat!, '5')).toBe(false)
    expect(index.suggest('1700', 'kybur').map((s) => s.street)).toEqual(['Chemin des Kybourg'])
    expect(index.find('8001', 'Bahnhofstrasse')?.distributorId).toBeNull()
  })

  it('the command reads a file and reports counts', () => {
    const output = execFileSync('node', ['--import', 'tsx', 'scripts/import-addresses.ts', FIXTURE], { encoding: 'utf8', env: process.env })
    expect(output).toContain('read 13 address rows (2 skipped) → 5 streets')
    expect(output).toMatch(/streets: 0 created, 5 updated, 1 outside/)
  })
})
