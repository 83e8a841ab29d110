import { CatalogueOffers } from '@/features/catalogue/server'

import type { BlocPartProps } from '../part'

/** The catalogue offers an editor picked, as cards with their prices (populated or not). */
export default function OffersPart({ bloc, site, locale, headingLevel }: BlocPartProps) {
  const ids = (bloc.offers ?? []).map((offer) => (typeof offer === 'number' ? offer : offer.id))
  return ids.length > 0 && <CatalogueOffers ids={ids} site={site} locale={locale} headingLevel={headingLevel} />
}
