/**
 * What the funnel needs once a visitor acts or comes back: its reducer, the selection's rules and
 * prices, the configuration links, and what the offer step and the summary show of a choice. In a
 * chunk of its own (use-persisted-funnel loads it): the page opens on the offer step with nothing
 * chosen, which the server renders.
 */
import { CONFIGURATION_PARAM, findOffer, type Catalogue } from '@/features/catalogue'
import { parseConfiguration, serializeConfiguration } from '@/features/configurator'

import { funnelReducer, restorable, type FunnelState } from '../funnel'
import type { OrderSelection, OrderUpdate } from '../order-store'
import { chooseOffer, selectionLines, selectionOf } from '../selection'

export { findOffer, QuoteSummary } from '@/features/catalogue'
export { funnelReducer } from '../funnel'
export { chooseOffer, selectionQuote } from '../selection'
export { OfferOptions } from './OfferOptions'

/** The query parameter of the offer cards' "Commander": `/commande?offre=<slug>`. */
const OFFER_PARAM = 'offre'

/**
 * The funnel as a visitor finds it again: the state saved in sessionStorage, then the choice of a
 * ?offre= (an offer card) or a ?configuration= (the pack configurator), which goes on to the
 * address (§4: a new pack starts the address over). A saved choice the catalogue no longer has
 * starts the funnel again. `chosen` says whether such a link chose the step.
 */
export function restoreFunnel(
  initial: FunnelState,
  saved: string | null,
  search: string,
  catalogue: Catalogue,
): { state: FunnelState; chosen: boolean } {
  let restored: FunnelState | null = null
  try {
    restored = restorable(JSON.parse(saved ?? 'null'))
  } catch {
    restored = null
  }
  if (restored && !restored.reference && !findOffer(catalogue, restored.order.order.value)) restored = null
  const params = new URLSearchParams(search)
  const configured = params.get(CONFIGURATION_PARAM)
  const wanted =
    configured === null
      ? chooseOffer(catalogue, params.get(OFFER_PARAM), initial.order.order)
      : selectionOf(catalogue, parseConfiguration(configured))
  // A reload of the same link keeps the address already checked for that choice.
  const same = (update: OrderUpdate, current: OrderSelection) =>
    serializeConfiguration(selectionLines({ ...initial.order.order, ...update })) === serializeConfiguration(selectionLines(current))
  const state = restored ?? initial
  if (restored?.reference || !wanted || (restored && same(wanted, restored.order.order))) return { state, chosen: false }
  const chosen = funnelReducer(state, { type: 'order', action: { type: 'order/update', fields: wanted } })
  return { state: funnelReducer(chosen, { type: 'go', step: 'address' }), chosen: true }
}
