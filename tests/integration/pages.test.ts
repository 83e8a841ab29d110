import { afterAll, describe, expect, it } from 'vitest'

import { cms } from '@/cms/client'

import { getPublishedPage, getFixedRoutePage } from '@/features/pages/load-page'
import { checkHealth } from '@/features/operations/health'

// Close the database pool so the test process can exit.
afterAll(async () => (await cms()).destroy())

describe('published pages from the CMS (§2, §3)', () => {
  it('loads a page by id for the site and locale', async () => {
    const page = await getPublishedPage(477, 1, 'de')
    expect(page?.title).toBe('Kombiangebote')
    expect(page?.urls).toEqual({ fr: '/offres-combinees-477', de: '/de/kombiangebote-477', en: '/en/combo-offers-477' })
  })

  it('drafts are never public: a page never published is not found', async () => {
    expect(await getPublishedPage(9001, 1, 'fr')).toBeNull()
  })

  it('drafts are never public: a newer draft does not replace the published text', async () => {
    const page = await getPublishedPage(159, 1, 'fr')
    expect(page?.title).toBe('Actionnaires')
  })

  it('a page that does not belong to the site is not found', async () => {
    expect(await getPublishedPage(1353, 1, 'fr')).toBeNull()
    expect((await getPublishedPage(1353, 2, 'fr'))?.title).toBe('Profil')
  })

  it('a locale without a slug has no url', async () => {
    const fribourgHome = await getPublishedPage(2740, 3, 'fr')
    expect(fribourgHome?.urls).toEqual({ fr: '/', de: '/de' })
  })

  it('fixed screens render the page assigned to them, with their localized route', async () => {
    const order = await getFixedRoutePage('order', 2, 'en')
    expect(order?.id).toBe(3101)
    expect(order?.urls.de).toBe('/de/bestellung')
  })
})

describe('health (§ operations)', () => {
  it('answers true while the database answers', async () => {
    expect(await checkHealth()).toBe(true)
  })
})
