import { OfferChoiceText, QuoteSummary, type Catalogue } from '@/features/catalogue'
import type { ContentDistributor } from '@/features/distributors'
import type { SiteId } from '@/sites/sites'

import type { Audience } from '../customer-schema'
import { funnelStorageKey, initialFunnelState } from '../funnel'
import { chooseOffer } from '../selection'
import { FunnelIsland } from './FunnelIsland'

interface Props {
  site: SiteId
  audience: Audience
  distributors: readonly ContentDistributor[]
  catalogue: Catalogue
  /** The pack configurator, where products sold only with another are combined; null where there is none. */
  configuratorUrl: string | null
}

/**
 * The order funnel (§4) under the order page's content. What the page opens on (the offers with
 * their prices, the summary of no choice) is rendered here, on the server; the browser's island
 * fetches the funnel's logic apart from the page's first scripts.
 */
export function OrderFunnel({ site, audience, distributors, catalogue, configuratorUrl }: Props) {
  const now = new Date()
  const nothingChosen = initialFunnelState.order.order
  return (
    <FunnelIsland
      site={site}
      audience={audience}
      distributors={distributors}
      catalogue={catalogue}
      configuratorUrl={configuratorUrl}
      storageKey={funnelStorageKey(site, audience)}
      initialState={initialFunnelState}
      offerLabels={Object.fromEntries(
        catalogue.offers.map((item) => [item.slug, <OfferChoiceText key={item.slug} item={item} now={now} />]),
      )}
      emptySummary={<QuoteSummary quote={null} />}
      standalone={catalogue.offers.filter((item) => chooseOffer(catalogue, item.slug, nothingChosen) !== null).map((item) => item.slug)}
    />
  )
}
