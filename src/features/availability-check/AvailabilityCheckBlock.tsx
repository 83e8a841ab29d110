import 'server-only'

import { loadCatalogue, orderUrl } from '@/features/catalogue/server'
import { loadDistributors } from '@/features/distributors/server'
import type { Locale } from '@/i18n/locales'
import { AVAILABILITY_CHECK_LIVE_MESSAGES, pick } from '@/i18n/message-subsets'
import { localeMessages } from '@/i18n/translator'
import type { SiteId } from '@/sites/sites'

import type { CheckData } from './check-data'
import { AvailabilityCheckIsland } from './island'

/** The check's data: the site's private catalogue, the networks, each offer's order link and what the live check says. */
export async function loadCheckData(site: SiteId, locale: Locale): Promise<CheckData> {
  const [distributors, catalogue] = await Promise.all([loadDistributors(), loadCatalogue(site, 'private', locale)])
  const orderUrls = Object.fromEntries(catalogue.offers.map((offer) => [offer.slug, orderUrl(offer, locale)]))
  return { distributors, catalogue, orderUrls, messages: pick(localeMessages(locale), AVAILABILITY_CHECK_LIVE_MESSAGES) }
}

/** The availability check a page bloc shows: its address form, its data coming with its code. */
export function AvailabilityCheckBlock({ site, locale }: { site: SiteId; locale: Locale }) {
  return <AvailabilityCheckIsland site={site} locale={locale} />
}
