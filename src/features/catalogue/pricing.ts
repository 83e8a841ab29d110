/**
 * Prices of a choice from the catalogue: products with their quantities and the options that fit
 * them. Sums are kept in centimes so that 49.90 + 9.90 is 59.80, not 59.800000000000004.
 */
import { groupsOf, type Catalogue, type CatalogueItem, type Fee, type ProductGroup, type Promotion, type Rebate } from './catalogue'

const centimes = (amount: number) => Math.round(amount * 100)
const francs = (cents: number) => cents / 100

/** The promotion that lowers the price now, or null when it is over or not lower. */
export function activePromotion(item: CatalogueItem, now: Date): Promotion | null {
  const promotion = item.promotion
  if (!promotion || promotion.price >= item.monthlyPrice) return null
  const until = new Date(promotion.validUntil).getTime()
  return Number.isFinite(until) && until >= now.getTime() ? promotion : null
}

/** What the customer pays per month now: the promotion's price while it holds. */
export function currentMonthlyPrice(item: CatalogueItem, now: Date): number {
  return activePromotion(item, now)?.price ?? item.monthlyPrice
}

/**
 * The "from" price of a set of offers (a solution's page): the lowest of what each costs per
 * month now, or null when there is none to price (the solution is then priced on quote).
 */
export function lowestMonthlyPrice(items: readonly CatalogueItem[], now: Date): number | null {
  return items.length === 0 ? null : Math.min(...items.map((item) => currentMonthlyPrice(item, now)))
}

/** One product of a choice and how many of it (mobile lines, TV boxes). */
export interface ChosenProduct {
  slug: string
  quantity: number
}

/**
 * The last day of a promotion's price for an order placed at `ordered`: its duration counted
 * from the order date ("3 mois à prix réduit": the same day three months later, or that month's
 * last day), else the promotion's own end. Calendar days are Zurich's.
 */
export function promotionEnd(promotion: Promotion, ordered: Date): string {
  if (promotion.months === null) return promotion.validUntil
  const [year = 0, month = 1, day = 1] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' })
    .format(ordered)
    .split('-')
    .map(Number)
  const last = new Date(Date.UTC(year, month - 1 + promotion.months + 1, 0)).getUTCDate()
  // 21:59:59 UTC is the evening of that day in Zurich, summer (CEST) and winter (CET) alike.
  return new Date(Date.UTC(year, month - 1 + promotion.months, Math.min(day, last), 21, 59, 59)).toISOString()
}

export interface QuoteLine {
  slug: string
  name: string
  quantity: number
  /** An option added to a product, rather than a product of its own. */
  option: boolean
  /** Per unit, as are the promotion's price and the fees. */
  monthlyPrice: number
  promotion: Promotion | null
  /** Until when this order pays the promotion's price (promotionEnd). */
  promotionUntil: string | null
  fees: Fee[]
}

/** A rebate billed on a line: its label and what it takes off the month for the whole line. */
interface QuoteRebate {
  slug: string
  name: string
  label: string
  quantity: number
  /** CHF off per month, for the line's quantity (a positive amount). */
  amount: number
}

/** One one-off fee of a choice: the line's fee times its quantity, charged or waived. */
export interface OneOffFee {
  slug: string
  label: string
  quantity: number
  amount: number
  /** Waived because the order is placed on the site: shown, never charged. */
  waived: boolean
}

export interface Quote {
  lines: QuoteLine[]
  /** Every one-off fee, line by line, in the order of the lines. */
  oneOffFees: OneOffFee[]
  /** The catalogue's rebates that apply to this choice, line by line. */
  rebates: QuoteRebate[]
  /** Regular prices less the rebates, per month. */
  monthlyTotal: number
  /** Per month while the promotions hold, less the rebates (equal to monthlyTotal without one). */
  promotionalMonthlyTotal: number
  /** The first promotion of this order to end, when one lowers the total. */
  promotionUntil: string | null
  /** What the customer pays once: the fees that are not waived online. */
  oneOffTotal: number
}

export interface PricedItem {
  item: CatalogueItem
  quantity: number
}

/** The largest of a product's rebates that applies beside these groups at this quantity, per unit, or null. */
function applyingRebate(
  item: CatalogueItem,
  quantity: number,
  groups: ReadonlySet<ProductGroup>,
): { rebate: Rebate; perUnit: number } | null {
  const perUnit = (rebate: Rebate) =>
    rebate.unit === 'percent' ? francs(Math.round((centimes(item.monthlyPrice) * Math.min(rebate.amount, 100)) / 100)) : rebate.amount
  return item.rebates
    .filter(
      (rebate) =>
        quantity >= rebate.minQuantity && (rebate.withGroups.length === 0 || rebate.withGroups.some((group) => groups.has(group))),
    )
    .map((rebate) => ({ rebate, perUnit: Math.min(perUnit(rebate), item.monthlyPrice) }))
    .reduce<{ rebate: Rebate; perUnit: number } | null>(
      (best, candidate) => (best && best.perUnit >= candidate.perUnit ? best : candidate),
      null,
    )
}

/**
 * The prices of products and options ordered at `now`: monthly (regular and promotional, less the
 * catalogue's rebates, each its own line) and one-off totals. A rebate's groups are the other
 * products' (a mobile plan's rebate for internet or TV customers needs internet or TV beside it).
 */
export function quote(items: readonly PricedItem[], now: Date): Quote {
  const lines: QuoteLine[] = items.map(({ item, quantity }) => {
    const promotion = activePromotion(item, now)
    return {
      slug: item.slug,
      name: item.name,
      quantity,
      option: item.kind === 'option',
      monthlyPrice: item.monthlyPrice,
      promotion,
      promotionUntil: promotion && promotionEnd(promotion, now),
      fees: item.fees,
    }
  })
  const sum = (amounts: number[]) => francs(amounts.reduce((total, amount) => total + centimes(amount), 0))
  const endings = lines.flatMap((line) => (line.promotionUntil ? [line.promotionUntil] : [])).sort()
  const oneOffFees = lines.flatMap((line) =>
    line.fees.map((fee) => ({
      slug: line.slug,
      label: fee.label,
      quantity: line.quantity,
      amount: perLine(line, fee.amount),
      waived: fee.waivedOnline,
    })),
  )
  const rebates = items.flatMap(({ item, quantity }) => {
    const others = new Set(items.filter((other) => other.item !== item).flatMap((other) => groupsOf(other.item.kind)))
    const applying = applyingRebate(item, quantity, others)
    return applying
      ? [{ slug: item.slug, name: item.name, label: applying.rebate.label, quantity, amount: perLine({ quantity }, applying.perUnit) }]
      : []
  })
  const rebated = sum(rebates.map((rebate) => rebate.amount))
  return {
    lines,
    oneOffFees,
    rebates,
    monthlyTotal: francs(centimes(sum(lines.map((line) => perLine(line, line.monthlyPrice)))) - centimes(rebated)),
    promotionalMonthlyTotal: francs(
      centimes(sum(lines.map((line) => perLine(line, line.promotion?.price ?? line.monthlyPrice)))) - centimes(rebated),
    ),
    promotionUntil: endings[0] ?? null,
    oneOffTotal: sum(oneOffFees.flatMap((fee) => (fee.waived ? [] : [fee.amount]))),
  }
}

/** A unit amount of a line (its price, its promotion's, a fee) times the line's quantity. */
export function perLine(line: Pick<QuoteLine, 'quantity'>, amount: number): number {
  return francs(centimes(amount) * line.quantity)
}

/** The catalogue's options a product of these lists, in the catalogue's order, whether or not another excludes them. */
export function listedOptions(catalogue: Catalogue, ...products: readonly CatalogueItem[]): CatalogueItem[] {
  return catalogue.options.filter((option) => products.some((product) => product.options.includes(option.slug)))
}

/** The groups of these products an option is never sold with: 'Internet only, without TV' beside a TV. */
export function optionConflicts(option: CatalogueItem, ...products: readonly CatalogueItem[]): ProductGroup[] {
  const filled = new Set(products.flatMap((product) => groupsOf(product.kind)))
  return option.excludes.filter((group) => filled.has(group))
}

/**
 * The option rule of every choice (the funnel, the configurator, the server's check): the
 * catalogue's options that a product of these lists and none of them excludes, in the catalogue's order.
 */
export function fittingOptions(catalogue: Catalogue, ...products: readonly CatalogueItem[]): CatalogueItem[] {
  return listedOptions(catalogue, ...products).filter((option) => optionConflicts(option, ...products).length === 0)
}

export function findOffer(catalogue: Catalogue, slug: string | null | undefined): CatalogueItem | null {
  return catalogue.offers.find((offer) => offer.slug === slug) ?? null
}

function findItem(catalogue: Catalogue, slug: string): CatalogueItem | null {
  return findOffer(catalogue, slug) ?? catalogue.options.find((option) => option.slug === slug) ?? null
}

type SelectionProblem = 'unknownOffer' | 'incompatibleOption'

export type PricedSelection =
  { ok: true; products: PricedItem[]; options: PricedItem[]; quote: Quote } | { ok: false; problem: SelectionProblem; option?: string }

/**
 * A choice checked against the catalogue of the site and audience: every product is one of it,
 * at most one per group (one internet access, one TV…) and no more of it than it allows, what a
 * product requires is chosen too, every option fits a chosen product and none excludes it. The prices are the
 * catalogue's, never the browser's. Products are quoted first, then options.
 */
export function priceSelection(catalogue: Catalogue, chosen: readonly ChosenProduct[], now: Date): PricedSelection {
  const products: PricedItem[] = []
  const options: PricedItem[] = []
  const seen = new Set<string>()
  for (const { slug, quantity } of chosen) {
    const item = findItem(catalogue, slug)
    if (!item) return { ok: false, problem: 'unknownOffer' }
    if (seen.has(slug) || !Number.isInteger(quantity) || quantity < 1 || quantity > item.maxQuantity) {
      return { ok: false, problem: 'incompatibleOption', option: slug }
    }
    seen.add(slug)
    ;(item.kind === 'option' ? options : products).push({ item, quantity })
  }
  if (products.length === 0) return { ok: false, problem: 'unknownOffer' }
  const filled = products.flatMap(({ item }) => groupsOf(item.kind))
  if (new Set(filled).size < filled.length)
    return { ok: false, problem: 'incompatibleOption', option: products[products.length - 1]?.item.slug }
  const unmet = products.find(({ item }) => item.requires.some((group) => !filled.includes(group)))
  if (unmet) return { ok: false, problem: 'incompatibleOption', option: unmet.item.slug }
  const fitting = fittingOptions(catalogue, ...products.map(({ item }) => item))
  const misfit = options.find(({ item }) => !fitting.includes(item))
  if (misfit) return { ok: false, problem: 'incompatibleOption', option: misfit.item.slug }
  return { ok: true, products, options, quote: quote([...products, ...options], now) }
}
