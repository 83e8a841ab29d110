import { afterAll, describe, expect, it } from 'vitest'

import { cms } from '@/cms/client'
import { listContents } from '@/api/server'

import { firstReferencePage, getReference } from './load-references'
import { referencePage } from './reference-cards'

afterAll(async () => (await cms()).destroy())

describe('references of the seeded sites', () => {
  it('lists the site’s references by position, page by page through the §7 call', async () => {
    const first = await firstReferencePage(1, 'fr')
    expect(first.items.map((card) => card.href)).toEqual([
      '/business/references/hopital-du-valais',
      '/business/references/verbier-tourisme',
      '/business/references/commune-de-martigny',
      '/business/references/cremo',
      '/business/references/hes-so',
      '/business/references/gruyere-energie',
    ])
    expect(first.totalCount).toBe(7)
    expect(first.next).not.toBeNull()
    const second = referencePage(await listContents(new URL(first.next ?? '', 'http://x').searchParams))
    expect(second.items.map((card) => card.client)).toEqual(['Hôtel des Alpes'])
    expect(second.next).toBeNull()
  })

  it('shows a regional reference on its region’s sites only, in the requested language', async () => {
    const entremont = await firstReferencePage(2, 'de')
    expect(entremont.items.map((card) => card.client)).not.toContain('Gruyère Energie')
    expect(entremont.items[0]).toMatchObject({ href: '/de/business/references/hopital-du-valais', sector: 'Gesundheit' })
    expect(await getReference('gruyere-energie', 2, 'fr')).toBeNull()
    expect((await getReference('gruyere-energie', 3, 'fr'))?.client).toBe('Gruyère Energie')
    expect(await getReference('no-such-reference', 1, 'fr')).toBeNull()
  })
})
