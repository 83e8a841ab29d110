import 'server-only'

import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { CONFIGURATION_PARAM, type CatalogueItem } from './catalogue'
import { loadOffers } from './load.server'
import { catalogueCards } from './offer-card'
import { OfferCardGrid } from './ui/OfferCardGrid'

/** Where the pack configurator sits: the home page's section of that name. */
const CONFIGURATOR_ANCHOR = 'configurateur'

/** The home page's pack configurator, with this product in it (?configuration=<slug>) or empty. */
export function configuratorUrl(locale: Locale, offer?: CatalogueItem): string {
  return `${getPathname({ href: offer ? { pathname: '/', query: { [CONFIGURATION_PARAM]: offer.slug } } : '/', locale })}#${CONFIGURATOR_ANCHOR}`
}

/**
 * "Commander" opens the audience's funnel with this offer chosen (?offre=<slug>); a product sold
 * only with another (TV that needs internet) opens the configurator with it instead.
 */
export function orderUrl(offer: CatalogueItem, locale: Locale): string {
  if (offer.requires.length > 0) return configuratorUrl(locale, offer)
  return getPathname({
    href: { pathname: offer.audience === 'business' ? '/business/order' : '/order', query: { offre: offer.slug } },
    locale,
  })
}

type Props = { ids: readonly number[]; site: SiteId; locale: Locale; headingLevel: 2 | 3 }

/** The catalogue offers a page bloc names, as cards with this site's prices. */
export async function CatalogueOffers({ ids, site, locale, headingLevel }: Props) {
  const offers = await loadOffers(ids, site, locale)
  return <OfferCardGrid cards={catalogueCards(offers, new Date(), (offer) => orderUrl(offer, locale))} headingLevel={headingLevel} />
}
