import type { Catalogue, CatalogueItem } from '@/features/catalogue'
import type { Locale } from '@/i18n/locales'
import { fetchJson } from '@/lib/http-client'

/**
 * What the configurator's first paint draws of an offer: its choice (name, description, price) in
 * its group. Nothing is chosen yet, so what a choice brings (fees, options, requirements,
 * quantities, its second link) is not drawn: the live configurator fetches the whole catalogue
 * with its code, and the page's payload carries only this.
 */
export type ShownOffer = Pick<CatalogueItem, 'slug' | 'name' | 'kind' | 'audience' | 'description' | 'monthlyPrice' | 'promotion'>

/** The offers of a catalogue as its first paint draws them. */
export function shownOffers(catalogue: Catalogue): ShownOffer[] {
  return catalogue.offers.map(({ slug, name, kind, audience, description, monthlyPrice, promotion }) => ({
    slug,
    name,
    kind,
    audience,
    description,
    monthlyPrice,
    promotion,
  }))
}

/** The catalogue the first paint is drawn from: the shown offers, bringing nothing with them. */
export function firstPaintCatalogue(offers: readonly ShownOffer[]): Catalogue {
  return {
    offers: offers.map((offer) => ({
      ...offer,
      fees: [],
      rebates: [],
      features: [],
      options: [],
      details: null,
      requires: [],
      excludes: [],
      maxQuantity: 1,
    })),
    options: [],
  }
}

/** What the live configurator is given beyond its first paint: the whole catalogue, and all it says. */
export interface ConfiguratorData {
  catalogue: Catalogue
  messages: Record<string, unknown>
}

/** GET of the configurator's data for this site (its host): the private offers and options, in `locale`. */
const CONFIGURATOR_DATA_PATH = '/api/pack-configurator'

/** The configurator's data, from the site's own route; a failed call throws (the island then waits for the next touch). */
export function fetchConfiguratorData(locale: Locale): Promise<ConfiguratorData> {
  return fetchJson<ConfiguratorData>(CONFIGURATOR_DATA_PATH, { query: { locale } })
}
