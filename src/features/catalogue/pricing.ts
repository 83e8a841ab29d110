/**
 * Prices of a choice from the catalogue: one offer and the options that fit it. Sums are kept
 * in centimes so that 49.90 + 9.90 is 59.80, not 59.800000000000004.
 */
import type { Catalogue, CatalogueItem, Fee, Promotion } from './catalogue'

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

export interface QuoteLine {
  slug: string
  name: string
  monthlyPrice: number
  promotion: Promotion | null
  fees: Fee[]
}

export interface Quote {
  lines: QuoteLine[]
  /** Regular prices, per month. */
  monthlyTotal: number
  /** Per month while the promotions hold (equal to monthlyTotal without one). */
  promotionalMonthlyTotal: number
  /** The first promotion to end, when one lowers the total. */
  promotionUntil: string | null
  oneOffTotal: number
}

/** The prices of an offer with its options: monthly (regular and promotional) and one-off totals. */
export function quote(offer: CatalogueItem, options: readonly CatalogueItem[], now: Date): Quote {
  const lines: QuoteLine[] = [offer, ...options].map((item) => ({
    slug: item.slug,
    name: item.name,
    monthlyPrice: item.monthlyPrice,
    promotion: activePromotion(item, now),
    fees: item.fees,
  }))
  const sum = (amounts: number[]) => francs(amounts.reduce((total, amount) => total + centimes(amount), 0))
  const endings = lines.flatMap((line) => (line.promotion ? [line.promotion.validUntil] : [])).sort()
  return {
    lines,
    monthlyTotal: sum(lines.map((line) => line.monthlyPrice)),
    promotionalMonthlyTotal: sum(lines.map((line) => line.promotion?.price ?? line.monthlyPrice)),
    promotionUntil: endings[0] ?? null,
    oneOffTotal: sum(lines.flatMap((line) => line.fees.map((fee) => fee.amount))),
  }
}

/** The catalogue's options that fit this offer, in the catalogue's order. */
export function fittingOptions(catalogue: Catalogue, offer: CatalogueItem): CatalogueItem[] {
  return catalogue.options.filter((option) => offer.options.includes(option.slug))
}

export function findOffer(catalogue: Catalogue, slug: string | null | undefined): CatalogueItem | null {
  return catalogue.offers.find((offer) => offer.slug === slug) ?? null
}

export type SelectionProblem = 'unknownOffer' | 'incompatibleOption'

export type PricedSelection =
  | { ok: true; offer: CatalogueItem; options: CatalogueItem[]; quote: Quote }
  | { ok: false; problem: SelectionProblem; option?: string }

/**
 * A choice checked against the catalogue of the site and audience: the offer must be one of
 * them, every option must fit it. The prices are the catalogue's, never the browser's.
 */
export function priceSelection(catalogue: Catalogue, offerSlug: string, optionSlugs: readonly string[], now: Date): PricedSelection {
  const offer = findOffer(catalogue, offerSlug)
  if (!offer) return { ok: false, problem: 'unknownOffer' }
  const fitting = fittingOptions(catalogue, offer)
  const options: CatalogueItem[] = []
  for (const slug of new Set(optionSlugs)) {
    const option = fitting.find((candidate) => candidate.slug === slug)
    if (!option) return { ok: false, problem: 'incompatibleOption', option: slug }
    options.push(option)
  }
  return { ok: true, offer, options, quote: quote(offer, options, now) }
}
