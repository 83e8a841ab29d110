import { OfferChoiceText, QuoteSummary, type Catalogue } from '@/features/catalogue'
import type { ContentDistributor } from '@/features/distributors'
import type { SiteId } from '@/sites/sites'

import type { Audience } from '../customer-schema'
import { funnelStorageKey, initialFunnelState } from '../funnel'
import { chooseOffer, selectionQuote } from '../selection'
import { AddressStepPreview } from './AddressStepPreview'
import { FunnelIsland } from './FunnelIsland'
import { restoreFunnel } from './funnel-logic'

interface Props {
  site: SiteId
  audience: Audience
  distributors: readonly ContentDistributor[]
  catalogue: Catalogue
  /** The pack configurator, where products sold only with another are combined; null where there is none. */
  configuratorUrl: string | null
  /** The query of a link's choice (`offre=…` or `configuration=…`), empty when none. */
  choice: string
}

/**
 * The order funnel (§4) under the order page's content. What the page opens on is rendered here,
 * on the server: the offers with their prices and the summary of no choice, or for a link's choice
 * (an offer card's "Commander", the configurator) the address step with that choice's summary; the
 * browser's island fetches the funnel's logic apart from the page's first scripts.
 */
export function OrderFunnel({ site, audience, distributors, catalogue, configuratorUrl, choice }: Props) {
  const now = new Date()
  const nothingChosen = initialFunnelState.order.order
  const first = choice ? restoreFunnel(initialFunnelState, null, choice, catalogue) : { state: initialFunnelState, chosen: false }
  const firstQuote = first.chosen ? selectionQuote(catalogue, first.state.order.order, now) : null
  return (
    <FunnelIsland
      site={site}
      audience={audience}
      distributors={distributors}
      catalogue={catalogue}
      configuratorUrl={configuratorUrl}
      storageKey={funnelStorageKey(site, audience)}
      initialState={initialFunnelState}
      firstState={first.state}
      chosenByLink={first.chosen}
      offerLabels={Object.fromEntries(
        catalogue.offers.map((item) => [item.slug, <OfferChoiceText key={item.slug} item={item} now={now} />]),
      )}
      emptySummary={<QuoteSummary quote={null} />}
      firstSummary={firstQuote && <QuoteSummary quote={firstQuote} />}
      firstStep={first.state.step === 'address' ? <AddressStepPreview site={site} distributors={distributors} state={first.state} /> : null}
      standalone={catalogue.offers.filter((item) => chooseOffer(catalogue, item.slug, nothingChosen) !== null).map((item) => item.slug)}
    />
  )
}
