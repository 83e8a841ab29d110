/**
 * Sellers and points of sale (§2 points-of-sale pages, §7 `contents?type=sellers`, position DESC):
 * which pages list them, and one stored seller as what such a page shows. Pure.
 */
import { openingLines, weekdaysOf, type OpeningLine } from './opening-hours'

const SELLER_KINDS = ['shop', 'reseller', 'partner'] as const
type SellerKind = (typeof SELLER_KINDS)[number]

export type SellerEntry = {
  id: number
  name: string
  kind: SellerKind
  description: string | null
  street: string | null
  locality: string | null
  phone: string | null
  email: string | null
  website: string | null
  hours: OpeningLine[]
  mapUrl: string | null
}

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/**
 * A map search for the address on OpenStreetMap: a plain link, nothing embedded or loaded from
 * outside the site. Null without a street or a locality to search for.
 */
export function mapSearchUrl(street: string | null, npa: string | null, city: string | null): string | null {
  const locality = [npa, city].filter(Boolean).join(' ')
  if (!street && !locality) return null
  const query = [street, locality, 'Switzerland'].filter(Boolean).join(', ')
  return `https://www.openstreetmap.org/search?${new URLSearchParams({ query })}`
}

/** Only web addresses a visitor can open; anything else is left out. */
function webAddress(value: unknown): string | null {
  const url = text(value)
  return url && /^https?:\/\//i.test(url) ? url : null
}

/** A seller as the page shows it (the stored fields, which the §7 member keeps); null without id or name. */
export function sellerEntry(member: unknown, locale: string): SellerEntry | null {
  if (!isObject(member) || typeof member.id !== 'number') return null
  const name = text(member.name)
  if (!name) return null
  const street = text(member.address)
  const npa = text(member.npa)
  const city = text(member.city)
  const periods = Array.isArray(member.opening_hours)
    ? member.opening_hours.flatMap((period) =>
        isObject(period) && Array.isArray(period.days) && typeof period.opens === 'string' && typeof period.closes === 'string'
          ? [{ days: weekdaysOf(period.days), opens: period.opens, closes: period.closes }]
          : [],
      )
    : []
  return {
    id: member.id,
    name,
    kind: SELLER_KINDS.find((kind) => kind === member.kind) ?? 'reseller',
    description: text(member.description),
    street,
    locality: [npa, city].filter(Boolean).join(' ') || null,
    phone: text(member.phone),
    email: text(member.email),
    website: webAddress(member.website),
    hours: openingLines(periods, locale),
    mapUrl: mapSearchUrl(street, npa, city),
  }
}

/** The sellers in their order (position DESC), those without an id or name left out. */
export function sellerEntries(sellers: readonly unknown[], locale: string): SellerEntry[] {
  return sellers.flatMap((seller) => sellerEntry(seller, locale) ?? [])
}
