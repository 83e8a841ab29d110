/**
 * The §3 order selection against the catalogue: `pack` is the pack family the networks'
 * redirect rules match, `value` the chosen offer's slug, the two §3 options are booleans, and
 * `extras` holds the rest of a configuration (more products, options with a quantity).
 */
import {
  familyOf,
  findOffer,
  groupsOf,
  fittingOptions,
  priceSelection,
  type Catalogue,
  type CatalogueItem,
  type ChosenProduct,
  type Quote,
} from '@/features/catalogue'

import type { OrderSelection, OrderUpdate } from './order-store'
import { PACK_OPTIONS, type PackOption } from './packs'

export type OrderOption = CatalogueItem & { slug: PackOption }

const isOrderOption = (option: CatalogueItem): option is OrderOption => PACK_OPTIONS.includes(option.slug as PackOption)
const isPackOption = (slug: string): slug is PackOption => PACK_OPTIONS.includes(slug as PackOption)
const one = (slug: string): ChosenProduct => ({ slug, quantity: 1 })

export function chosenOptions(selection: Pick<OrderSelection, PackOption>): PackOption[] {
  return PACK_OPTIONS.filter((option) => selection[option])
}

/** Everything the selection holds, as catalogue lines: the offer, the §3 options, the extras. */
export function selectionLines(selection: Pick<OrderSelection, 'value' | 'extras' | PackOption>): ChosenProduct[] {
  return selection.value === '' ? [] : [one(selection.value), ...chosenOptions(selection).map(one), ...(selection.extras ?? [])]
}

/** The products of the selection (the offer and the extras' products), for the options that fit them. */
function chosenProducts(catalogue: Catalogue, selection: OrderSelection): CatalogueItem[] {
  return selectionLines(selection).flatMap(({ slug }) => findOffer(catalogue, slug) ?? [])
}

/** The §3 options of the funnel that fit the offer or another product of the configuration. */
export function offeredOptions(catalogue: Catalogue, selection: OrderSelection): OrderOption[] {
  return fittingOptions(catalogue, ...chosenProducts(catalogue, selection)).filter(isOrderOption)
}

/** Mobile plans only: a SIM card goes by post, nothing is installed. */
export function deliveredByPost(products: readonly CatalogueItem[]): boolean {
  return products.length > 0 && products.every((product) => groupsOf(product.kind).every((group) => group === 'mobile'))
}

/**
 * A configuration (the configurator's, or a card's single offer) as the funnel's selection: its
 * first product is the offer, the §3 options are booleans, the rest are extras. Null unless the
 * catalogue can sell it as it is.
 */
export function selectionOf(catalogue: Catalogue, lines: readonly ChosenProduct[]): OrderUpdate | null {
  const priced = priceSelection(catalogue, lines, new Date())
  if (!priced.ok) return null
  const [offer, ...products] = priced.products
  const pack = familyOf(priced.products.map(({ item }) => item))
  if (!offer || !pack) return null
  const options = priced.options.map(({ item }) => item.slug)
  return {
    pack,
    value: offer.item.slug,
    hsi_solo_net: options.includes('hsi_solo_net'),
    mysports_earlybird: options.includes('mysports_earlybird'),
    delivery: deliveredByPost(priced.products.map(({ item }) => item)),
    extras: [...products, ...priced.options.filter(({ item }) => !isPackOption(item.slug))].map(({ item, quantity }) => ({
      slug: item.slug,
      quantity,
    })),
  }
}

/**
 * The lines in order, each kept while the catalogue can still sell it with those kept before:
 * products that stand alone first, then those that require another, then options.
 */
function sellable(catalogue: Catalogue, lines: readonly ChosenProduct[]): ChosenProduct[] {
  const now = new Date()
  const rank = (line: ChosenProduct) => {
    const product = findOffer(catalogue, line.slug)
    return product === null ? 2 : product.requires.length > 0 ? 1 : 0
  }
  const ordered = [0, 1, 2].flatMap((group) => lines.filter((line) => rank(line) === group))
  return ordered.reduce<ChosenProduct[]>((kept, line) => (priceSelection(catalogue, [...kept, line], now).ok ? [...kept, line] : kept), [])
}

/**
 * Choosing another offer: what else the configuration held stays as long as the catalogue can
 * still sell it with the new offer (a second internet access or an option that fits nothing goes).
 */
export function chooseOffer(catalogue: Catalogue, slug: string | null | undefined, current: OrderSelection): OrderUpdate | null {
  const offer = findOffer(catalogue, slug)
  if (!offer) return null
  return selectionOf(catalogue, sellable(catalogue, [one(offer.slug), ...selectionLines(current).slice(1)]))
}

/** Taking a product or option of the configuration out, and what only it allowed. */
export function withoutExtra(catalogue: Catalogue, current: OrderSelection, slug: string): OrderUpdate | null {
  return selectionOf(
    catalogue,
    sellable(
      catalogue,
      selectionLines(current).filter((line) => line.slug !== slug),
    ),
  )
}

/** The running prices of the selection, or null while no offer of this catalogue is chosen. */
export function selectionQuote(catalogue: Catalogue, selection: OrderSelection, now: Date): Quote | null {
  const priced = priceSelection(catalogue, selectionLines(selection), now)
  return priced.ok ? priced.quote : null
}
