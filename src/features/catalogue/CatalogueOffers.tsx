import 'server-only'

import { getPathname } from '@/i18n/navigation'
import type { Locale, SiteId } from '@/sites/sites'

import type { CatalogueItem } from './catalogue'
import { loadOffers } from './load.server'
import { catalogueCards } from './offer-card'
import { OfferCardGrid } from './ui/OfferCardGrid'

/** "Commander" opens the audience's funnel with this offer chosen (?offre=<slug>). */
export function orderUrl(offer: CatalogueItem, locale: Locale): string {
  return getPathname({ href: { pathname: offer.audience === 'business' ? '/business/order' : '/order', query: { offre: offer.slug } }, locale })
}

type Props = { ids: readonly number[]; site: SiteId; locale: Locale; headingLevel: 2 | 3 }

/** The catalogue offers a page bloc names, as cards with this site's prices. */
export async function CatalogueOffers({ ids, site, locale, headingLevel }: Props) {
  const offers = await loadOffers(ids, site, locale)
  return <OfferCardGrid cards={catalogueCards(offers, new Date(), (offer) => orderUrl(offer, locale))} headingLevel={headingLevel} />
}
