/**
 * The §3 order selection against the catalogue: `pack` is the pack family the networks'
 * redirect rules match, `value` the chosen offer's slug, and the two §3 options are the only
 * catalogue options the funnel carries.
 */
import { findOffer, fittingOptions, packFamily, priceSelection, type Catalogue, type CatalogueItem, type Quote } from '@/features/catalogue'

import type { OrderSelection, OrderUpdate } from './order-store'
import { PACK_OPTIONS, type PackOption } from './packs'

export type OrderOption = CatalogueItem & { slug: PackOption }

const isOrderOption = (option: CatalogueItem): option is OrderOption => PACK_OPTIONS.includes(option.slug as PackOption)

/** The options of the funnel that fit this offer. */
export function offeredOptions(catalogue: Catalogue, offer: CatalogueItem): OrderOption[] {
  return fittingOptions(catalogue, offer).filter(isOrderOption)
}

/** Choosing an offer: its pack family and slug; an option that does not fit the new offer is dropped. */
export function chooseOffer(catalogue: Catalogue, slug: string | null | undefined, current: OrderSelection): OrderUpdate | null {
  const offer = findOffer(catalogue, slug)
  const pack = offer && packFamily(offer.kind)
  if (!offer || !pack) return null
  const fitting = offeredOptions(catalogue, offer).map((option) => option.slug)
  return {
    pack,
    value: offer.slug,
    hsi_solo_net: current.hsi_solo_net && fitting.includes('hsi_solo_net'),
    mysports_earlybird: current.mysports_earlybird && fitting.includes('mysports_earlybird'),
  }
}

export function chosenOptions(selection: Pick<OrderSelection, PackOption>): PackOption[] {
  return PACK_OPTIONS.filter((option) => selection[option])
}

/** The running prices of the selection, or null while no offer of this catalogue is chosen. */
export function selectionQuote(catalogue: Catalogue, selection: OrderSelection, now: Date): Quote | null {
  const priced = priceSelection(catalogue, selection.value, chosenOptions(selection), now)
  return priced.ok ? priced.quote : null
}
