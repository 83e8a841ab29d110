import 'server-only'

import { loadCatalogue, orderUrl } from '@/features/catalogue/server'
import { loadDistributors } from '@/features/distributors/server'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { AvailabilityCheckScreen } from './screen'

/** The availability check a page bloc shows: the site's private catalogue and the networks. */
export async function AvailabilityCheckBlock({ site, locale }: { site: SiteId; locale: Locale }) {
  const [distributors, catalogue] = await Promise.all([loadDistributors(), loadCatalogue(site, 'private', locale)])
  const orderUrls = Object.fromEntries(catalogue.offers.map((offer) => [offer.slug, orderUrl(offer, locale)]))
  return <AvailabilityCheckScreen site={site} distributors={distributors} catalogue={catalogue} orderUrls={orderUrls} />
}
