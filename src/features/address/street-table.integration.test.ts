import { afterAll, describe, expect, it } from 'vitest'

import { cms } from '@/cms/client'

import { hasHouseNumber } from './street-index'
import { readStreetEntries, streetsVersion } from './street-table'

afterAll(async () => (await cms()).destroy())

describe('the streets table read for the index (SQLite and PostgreSQL alike)', () => {
  it('gives every stored street with its range, numbers and distributor as the index wants them', async () => {
    const payload = await cms()
    const stored = await payload.create({
      collection: 'streets',
      data: { npa: '1701', city: 'Fribourg', street: 'Route du Jura', number_from: 2, number_to: 40, numbers: '3A, 14 bis' },
    })
    const entries = await readStreetEntries(payload)
    expect(entries).toHaveLength((await payload.count({ collection: 'streets' })).totalDocs)
    const jura = entries.find((e) => e.npa === '1701' && e.street === 'Route du Jura')
    expect(jura).toEqual({
      npa: '1701',
      city: 'Fribourg',
      street: 'Route du Jura',
      numberFrom: 2,
      numberTo: 40,
      numbers: '3A, 14 bis',
      distributorId: null,
    })
    expect(hasHouseNumber(jura!, '14bis')).toBe(true)
    expect(hasHouseNumber(jura!, '41')).toBe(false)
    await payload.delete({ collection: 'streets', id: stored.id })
  })

  it('has a version that changes with every creation, edit and deletion', async () => {
    const payload = await cms()
    const versions = [await streetsVersion(payload)]
    const created = await payload.create({ collection: 'streets', data: { npa: '1702', city: 'Fribourg', street: 'Rue de Morat' } })
    versions.push(await streetsVersion(payload))
    await payload.update({ collection: 'streets', id: created.id, data: { numbers: '1,3' } })
    versions.push(await streetsVersion(payload))
    await payload.delete({ collection: 'streets', id: created.id })
    versions.push(await streetsVersion(payload))
    // Each differs from the one before; after the deletion the table is back to what it was.
    expect(versions.slice(1).every((version, i) => version !== versions[i])).toBe(true)
    expect(versions[3]).toBe(versions[0])
    expect(await streetsVersion(payload)).toBe(versions[3])
  })
})
