/**
 * The product catalogue as the site shows it: offers and options of one site and
 * audience, prices in CHF as numbers, in the visitor's language. Serializable, so the funnel
 * (and the home pages' pack configurator) get the same records as the offer cards.
 */
import { PRODUCT_GROUPS, type ProductGroup } from '@/cms/fields/options'
import type { Product } from '@/cms/payload-types'

export { PRODUCT_GROUPS, type ProductGroup }

export type ProductKind = Product['kind']
export type Audience = Product['audience']

export interface Fee {
  label: string
  amount: number
  /** Not charged when ordered on the site: the offer conditions promise it (activation). */
  waivedOnline: boolean
}

export interface Promotion {
  price: number
  /** ISO date: orders placed until the end of that instant get the promotion. */
  validUntil: string
  /** How many months the promotion's price holds from the order date; null: until validUntil. */
  months: number | null
  label: string
}

/**
 * A monthly rebate on a product (a catalogue rule, applied by the pricing): so much off each unit,
 * in CHF or in percent of its regular price, when the order also holds one of `withGroups` (none
 * listed: always) and at least `minQuantity` of the product.
 */
export interface Rebate {
  label: string
  amount: number
  unit: 'chf' | 'percent'
  withGroups: ProductGroup[]
  minQuantity: number
}

export interface CatalogueItem {
  slug: string
  name: string
  kind: ProductKind
  audience: Audience
  description: string
  monthlyPrice: number
  fees: Fee[]
  promotion: Promotion | null
  /** Its rebates: the largest one that applies to an order is billed. */
  rebates: Rebate[]
  features: string[]
  /** Slugs of the options that fit this offer (empty for an option). */
  options: string[]
  /** A second link of its card (a TV pack's channel list); needs both a url and its words. */
  details: { url: string; label: string } | null
  /** What must be in the same order for this one to be sold (TV needs internet on some networks). */
  requires: ProductGroup[]
  /** An option's groups it is never sold with ('Internet only, without TV' and any TV product). */
  excludes: ProductGroup[]
  /** How many of it one order may hold (mobile lines, TV boxes); 1 for most. */
  maxQuantity: number
}

/** The query parameter of a pack configuration, on the home page's configurator and in the order funnel. */
export const CONFIGURATION_PARAM = 'configuration'

export interface Catalogue {
  offers: CatalogueItem[]
  options: CatalogueItem[]
}

/**
 * The pack family of an offer: the key the networks' redirect rules are written for
 * ('internet-tv', 'internet', 'tv', 'mobile', or 'all' for every pack).
 */
export type PackFamily = 'internet-tv' | 'internet' | 'tv' | 'mobile' | 'phone'

const PACK_FAMILIES: Record<Exclude<ProductKind, 'option'>, PackFamily> = {
  'internet-tv': 'internet-tv',
  internet: 'internet',
  tv: 'tv',
  mobile: 'mobile',
  phone: 'phone',
  'business-internet': 'internet',
  'business-mobile': 'mobile',
  'sip-trunk': 'phone',
  teams: 'phone',
  'ip-centrex': 'phone',
}

export function packFamily(kind: ProductKind): PackFamily | null {
  return kind === 'option' ? null : PACK_FAMILIES[kind]
}

/** A configuration holds at most one product per group; a combo fills two. */
const GROUPS: Record<Exclude<ProductKind, 'option'>, ProductGroup[]> = {
  'internet-tv': ['internet', 'tv'],
  internet: ['internet'],
  tv: ['tv'],
  mobile: ['mobile'],
  phone: ['phone'],
  'business-internet': ['internet'],
  'business-mobile': ['mobile'],
  'sip-trunk': ['phone'],
  teams: ['phone'],
  'ip-centrex': ['phone'],
}

export function groupsOf(kind: ProductKind): ProductGroup[] {
  return kind === 'option' ? [] : GROUPS[kind]
}

/** The pack family of a choice of products: internet with TV is the combo, whatever the products. */
export function familyOf(products: readonly CatalogueItem[]): PackFamily | null {
  const groups = new Set(products.flatMap((product) => groupsOf(product.kind)))
  if (groups.has('internet') && groups.has('tv')) return 'internet-tv'
  const first = products.find((product) => product.kind !== 'option')
  return first ? packFamily(first.kind) : null
}

/** A card's second link needs both a url and its words: it has no generic label. */
export function secondLink(link: { url?: string | null; label?: string | null } | null | undefined): { url: string; label: string } | null {
  const url = link?.url?.trim()
  const label = link?.label?.trim()
  return url && label ? { url, label } : null
}

const productGroups = (groups: readonly string[] | null | undefined): ProductGroup[] =>
  (groups ?? []).filter((group): group is ProductGroup => (PRODUCT_GROUPS as readonly string[]).includes(group))

/** A stored product in one language; options are read as slugs (depth 1) or dropped (bare ids). */
export function toCatalogueItem(product: Product): CatalogueItem {
  const promotion = product.promotion
  return {
    slug: product.slug,
    name: product.name,
    kind: product.kind,
    audience: product.audience,
    description: product.description ?? '',
    monthlyPrice: product.monthlyPrice,
    fees: (product.fees ?? []).map((fee) => ({ label: fee.label, amount: fee.amount, waivedOnline: fee.waivedOnline ?? false })),
    promotion:
      typeof promotion?.price === 'number' && promotion.validUntil
        ? {
            price: promotion.price,
            validUntil: promotion.validUntil,
            months: typeof promotion.months === 'number' && promotion.months >= 1 ? Math.floor(promotion.months) : null,
            label: promotion.label ?? '',
          }
        : null,
    rebates: (product.rebates ?? []).flatMap((rebate) =>
      rebate.amount > 0
        ? [
            {
              label: rebate.label,
              amount: rebate.amount,
              unit: rebate.unit === 'percent' ? ('percent' as const) : ('chf' as const),
              withGroups: productGroups(rebate.withGroups),
              minQuantity: Math.max(1, Math.floor(rebate.minQuantity ?? 1)),
            },
          ]
        : [],
    ),
    features: (product.features ?? []).map((feature) => feature.text.trim()).filter((text) => text !== ''),
    options: (product.options ?? []).flatMap((option) => (typeof option === 'object' && option.kind === 'option' ? [option.slug] : [])),
    details: secondLink(product.details),
    requires: productGroups(product.requires),
    excludes: productGroups(product.excludes),
    maxQuantity: Math.max(1, Math.floor(product.maxQuantity ?? 1)),
  }
}

/** Offers and options apart, each list in the editors' order (the products come sorted by position). */
export function catalogueOf(items: readonly CatalogueItem[]): Catalogue {
  return {
    offers: items.filter((item) => item.kind !== 'option'),
    options: items.filter((item) => item.kind === 'option'),
  }
}
