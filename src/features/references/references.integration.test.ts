import { afterAll, describe, expect, it } from 'vitest'

import { cms } from '@/cms/client'

import { firstReferencePage, getReference } from './load-references'

afterAll(async () => (await cms()).destroy())

describe('references of the seeded sites', () => {
  it('shows a regional reference on its region’s sites only, in the requested language', async () => {
    const entremont = await firstReferencePage(2, 'de')
    expect(entremont.items.map((card) => card.client)).not.toContain('Gruyère Energie')
    expect(entremont.items[0]).toMatchObject({ href: '/de/business/references/hopital-du-valais', sector: 'Gesundheit' })
    expect(await getReference('gruyere-energie', 2, 'fr')).toBeNull()
    expect((await getReference('gruyere-energie', 3, 'fr'))?.client).toBe('Gruyère Energie')
    expect(await getReference('no-such-reference', 1, 'fr')).toBeNull()
  })
})
