import { afterAll, describe, expect, it, vi } from 'vitest'

import { GET as getCheckData } from '@/app/api/availability-check/route'
import { GET as getConfiguratorData } from '@/app/api/pack-configurator/route'
import { cms } from '@/cms/client'
import type { Catalogue } from '@/features/catalogue'
import { loadCatalogue } from '@/features/catalogue/server'

import de from '../../messages/de.json'
import en from '../../messages/en.json'

// Close the database pool so the test process can exit.
afterAll(async () => {
  vi.unstubAllEnvs()
  await (await cms()).destroy()
})

const ask = (handler: (request: Request) => Promise<Response>, path: string, host: string) =>
  handler(new Request(`http://${host}${path}`, { headers: { host } }))

describe('the home islands’ data routes', () => {
  vi.stubEnv('SITE_HOSTS', 'a.test=1,b.test=2')

  it('GET /api/pack-configurator answers the private catalogue of the host’s site and the configurator’s texts in the asked language, cached briefly', async () => {
    const response = await ask(getConfiguratorData, '/api/pack-configurator?locale=de', 'b.test')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=300')
    const body = (await response.json()) as { catalogue: Catalogue; messages: typeof de }
    expect(body.catalogue).toEqual(JSON.parse(JSON.stringify(await loadCatalogue(2, 'private', 'de'))))
    expect(body.catalogue.offers.length).toBeGreaterThan(0)
    expect(body.catalogue.options.length).toBeGreaterThan(0)
    expect(body.catalogue.offers.every((offer) => offer.audience === 'private')).toBe(true)
    expect(body.messages).toEqual({ configurator: de.configurator, catalogue: de.catalogue })
    // Another site sells another catalogue: the host decides, not the query.
    const other = (await (await ask(getConfiguratorData, '/api/pack-configurator?locale=de&site=2', 'a.test')).json()) as {
      catalogue: Catalogue
    }
    expect(other.catalogue).toEqual(JSON.parse(JSON.stringify(await loadCatalogue(1, 'private', 'de'))))
    expect(other.catalogue).not.toEqual(body.catalogue)
  })

  it('GET /api/availability-check answers the networks, the private offers and their order links, cached briefly', async () => {
    const response = await ask(getCheckData, '/api/availability-check?locale=en', 'a.test')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=300')
    const body = (await response.json()) as {
      distributors: unknown[]
      catalogue: Catalogue
      orderUrls: Record<string, string>
      messages: typeof en
    }
    expect(body.distributors.length).toBeGreaterThan(0)
    expect(body.catalogue).toEqual(JSON.parse(JSON.stringify(await loadCatalogue(1, 'private', 'en'))))
    // What the live check says beyond its address form, in the asked language.
    expect(body.messages.availabilityCheck).toEqual(en.availabilityCheck)
    expect(body.messages.catalogue).toEqual(en.catalogue)
    expect(body.messages.order).toEqual({
      availability: en.order.availability,
      caius: en.order.caius,
      redirect: en.order.redirect,
      validation: en.order.validation,
    })
    expect(Object.keys(body.orderUrls).sort()).toEqual(body.catalogue.offers.map((offer) => offer.slug).sort())
  })
})
