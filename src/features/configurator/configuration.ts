/**
 * The home pages' pack configurator: internet, TV, mobile lines, a phone line and options built
 * from the site's catalogue, one product per group, with a running price. The configuration is
 * a list of catalogue lines, kept in the URL so that it can be shared and carried to the order.
 */

import {
  fittingOptions,
  groupsOf,
  PRODUCT_GROUPS,
  quote,
  type Catalogue,
  type CatalogueItem,
  type ChosenProduct,
  type ProductGroup,
  type Quote,
} from '@/features/catalogue'

const MAX_LINES = 12
const LINE = /^([a-z0-9_-]{1,60})(?::(\d{1,2}))?$/

/** `trio-10g,mobile-plus:2,mysports_earlybird` → lines; whatever does not read as a line is left out. */
export function parseConfiguration(value: string | null | undefined): ChosenProduct[] {
  const lines: ChosenProduct[] = []
  for (const part of (value ?? '').split(',').slice(0, MAX_LINES)) {
    const match = LINE.exec(part.trim())
    if (match?.[1] && !lines.some((line) => line.slug === match[1])) lines.push({ slug: match[1], quantity: Number(match[2] ?? 1) })
  }
  return lines
}

export function serializeConfiguration(lines: readonly ChosenProduct[]): string {
  return lines.map((line) => (line.quantity > 1 ? `${line.slug}:${line.quantity}` : line.slug)).join(',')
}

/** The products a visitor picks from in one group: a combo is an internet access that brings TV. */
export function groupProducts(catalogue: Catalogue, group: ProductGroup): CatalogueItem[] {
  return catalogue.offers.filter((offer) => groupsOf(offer.kind)[0] === group)
}

/** The groups this catalogue has something in, in the configurator's order. */
export function catalogueGroups(catalogue: Catalogue): ProductGroup[] {
  return PRODUCT_GROUPS.filter((group) => groupProducts(catalogue, group).length > 0)
}

export type ConfiguratorAction =
  | { type: 'choose'; group: ProductGroup; slug: string | null }
  | { type: 'quantity'; slug: string; quantity: number }
  | { type: 'toggleOption'; slug: string }
  | { type: 'restore'; lines: readonly ChosenProduct[] }
  | { type: 'reset' }

interface Resolved {
  item: CatalogueItem
  quantity: number
}

function resolve(catalogue: Catalogue, lines: readonly ChosenProduct[]): Resolved[] {
  return lines.flatMap((line) => {
    const item = [...catalogue.offers, ...catalogue.options].find((candidate) => candidate.slug === line.slug)
    return item ? [{ item, quantity: line.quantity }] : []
  })
}

const clamp = (quantity: number, item: CatalogueItem) => Math.min(Math.max(1, Math.floor(quantity) || 1), item.maxQuantity)

/**
 * The lines as the configurator keeps them: known products only, the first one of each group,
 * quantities within what each product allows, options only while a chosen product takes them;
 * products in the groups' order, then options in the catalogue's.
 */
export function normalise(catalogue: Catalogue, lines: readonly ChosenProduct[]): ChosenProduct[] {
  const products: Resolved[] = []
  const filled = new Set<ProductGroup>()
  for (const line of resolve(catalogue, lines)) {
    const groups = groupsOf(line.item.kind)
    if (groups.length === 0 || groups.some((group) => filled.has(group))) continue
    groups.forEach((group) => filled.add(group))
    products.push(line)
  }
  const rank = (item: CatalogueItem) => PRODUCT_GROUPS.indexOf(groupsOf(item.kind)[0] ?? 'phone')
  products.sort((a, b) => rank(a.item) - rank(b.item))
  const chosenOptions = resolve(catalogue, lines).filter((line) => line.item.kind === 'option')
  const options = fittingOptions(catalogue, ...products.map((line) => line.item)).flatMap((option) => {
    const chosen = chosenOptions.find((line) => line.item.slug === option.slug)
    return chosen ? [chosen] : []
  })
  return [...products, ...options].map(({ item, quantity }) => ({ slug: item.slug, quantity: clamp(quantity, item) }))
}

/** What the visitor does in the configurator; every outcome is normalised against the catalogue. */
export function reduceConfiguration(catalogue: Catalogue, lines: readonly ChosenProduct[], action: ConfiguratorAction): ChosenProduct[] {
  switch (action.type) {
    case 'choose': {
      const product = action.slug === null ? null : groupProducts(catalogue, action.group).find((item) => item.slug === action.slug)
      if (action.slug !== null && !product) return [...lines]
      const replaced = new Set<ProductGroup>(product ? groupsOf(product.kind) : [action.group])
      const current = resolve(catalogue, lines)
      const previous = current.find((line) => groupsOf(line.item.kind).some((group) => replaced.has(group)))
      const kept = current.filter((line) => line.item.kind === 'option' || !groupsOf(line.item.kind).some((group) => replaced.has(group)))
      // Another mobile plan keeps the number of lines.
      const quantity = previous && product && previous.item.kind === product.kind ? previous.quantity : 1
      const chosen = product ? [{ slug: product.slug, quantity }] : []
      return normalise(catalogue, [...kept.map(({ item, quantity: count }) => ({ slug: item.slug, quantity: count })), ...chosen])
    }
    case 'quantity':
      return normalise(
        catalogue,
        lines.map((line) => (line.slug === action.slug ? { ...line, quantity: action.quantity } : line)),
      )
    case 'toggleOption':
      return normalise(
        catalogue,
        lines.some((line) => line.slug === action.slug)
          ? lines.filter((line) => line.slug !== action.slug)
          : [...lines, { slug: action.slug, quantity: 1 }],
      )
    case 'restore':
      return normalise(catalogue, action.lines)
    case 'reset':
      return []
  }
}

/** The product chosen in a group (a combo counts for internet and TV), or null. */
export function chosenIn(catalogue: Catalogue, lines: readonly ChosenProduct[], group: ProductGroup): Resolved | null {
  return resolve(catalogue, lines).find((line) => groupsOf(line.item.kind).includes(group)) ?? null
}

/** Products whose requirement is not chosen yet (TV without internet where the network needs it), with what they miss. */
export function unmetRequirements(
  catalogue: Catalogue,
  lines: readonly ChosenProduct[],
): { item: CatalogueItem; missing: ProductGroup[] }[] {
  const resolved = resolve(catalogue, lines)
  const filled = new Set(resolved.flatMap((line) => groupsOf(line.item.kind)))
  return resolved.flatMap(({ item }) => {
    const missing = item.requires.filter((group) => !filled.has(group))
    return missing.length > 0 ? [{ item, missing }] : []
  })
}

/** The running prices of the configuration, null while it holds no product. */
export function configurationQuote(catalogue: Catalogue, lines: readonly ChosenProduct[], now: Date): Quote | null {
  const resolved = resolve(catalogue, lines)
  return resolved.some((line) => line.item.kind !== 'option') ? quote(resolved, now) : null
}

/** Whether the configuration can be ordered as it is: one product at least, every requirement met. */
export function orderable(catalogue: Catalogue, lines: readonly ChosenProduct[]): boolean {
  return configurationQuote(catalogue, lines, new Date()) !== null && unmetRequirements(catalogue, lines).length === 0
}
