import type { Catalogue } from '@/features/catalogue'
import { findRedirect } from '@/features/distributors'

import { canEnter, type FunnelState } from './funnel'
import { chooseOffer } from './selection'

/**
 * The funnel of an address checked outside it (the home pages' availability check) with one of
 * the offers served there chosen: at the details step, nothing asked twice. Null when the address
 * is not checked and served, or when the local network takes this offer (§4 exception).
 */
export function funnelAtCheckedAddress(checked: FunnelState, catalogue: Catalogue, slug: string): FunnelState | null {
  const { distributor } = checked.order
  const fields = chooseOffer(catalogue, slug, checked.order.order)
  if (!fields?.pack || !distributor || findRedirect(distributor, fields.pack)) return null
  const next: FunnelState = {
    ...checked,
    order: { ...checked.order, order: { ...checked.order.order, ...fields }, query: fields },
    step: 'details',
  }
  return canEnter(next, 'details') ? next : null
}
