import type { ContentDoc } from './model'
import { healthRow, type HealthRow } from './rows'

/** How far ahead a start or an end is announced. */
const SOON_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

type Timing = 'ended' | 'ends-soon' | 'starts-soon' | null

/** Where a date stands from `now`: passed, within the coming week, or later. */
function endTiming(end: string | null | undefined, now: number): Timing {
  if (!end) return null
  const at = new Date(end).getTime()
  if (Number.isNaN(at)) return null
  if (at < now) return 'ended'
  return at <= now + SOON_DAYS * DAY_MS ? 'ends-soon' : null
}

function startsSoon(start: string | null | undefined, now: number): boolean {
  if (!start) return false
  const at = new Date(start).getTime()
  return at > now && at <= now + SOON_DAYS * DAY_MS
}

/**
 * Dates of published content: a promotion of an offer, a news item, or a hero cell quoting a
 * promotion (its `{until:…}` or `{promotion:…}` figure), whose end has passed (the site already
 * leaves the promotion's words out: the cell or offer is now without them) or comes within a
 * week, and news dated within the coming week.
 */
export function dateRows(doc: ContentDoc, products: readonly ContentDoc[], now: number): HealthRow[] {
  if (!doc.published) return []
  const rows: HealthRow[] = []
  for (const site of doc.sites) {
    const base = { site, collection: doc.collection, document: doc.id, title: doc.title } as const
    if (doc.product?.promotion) {
      const { validUntil, price } = doc.product.promotion
      const timing = endTiming(validUntil, now)
      if (timing) rows.push(healthRow({ ...base, kind: timing, field: 'promotion.validUntil', at: validUntil, params: { price } }))
    }
    if (doc.news) {
      const timing = endTiming(doc.news.dateTo, now)
      if (timing) rows.push(healthRow({ ...base, kind: timing, field: 'dateTo', at: doc.news.dateTo }))
      if (startsSoon(doc.news.dateFrom, now))
        rows.push(healthRow({ ...base, kind: 'starts-soon', field: 'dateFrom', at: doc.news.dateFrom }))
    }
    for (const cell of doc.page?.heroCells ?? []) {
      if (cell.hidden) continue
      const quoted = cell.quotedPromotions.map((slug) => {
        const offer = products.find((product) => product.product?.slug === slug && product.sites.includes(site))
        // An offer the site does not sell, or no promotion at all: the quoted words are left out already.
        const end = offer?.published ? (offer.product?.promotion?.validUntil ?? null) : null
        return { slug, end, timing: end === null ? ('ended' as const) : endTiming(end, now) }
      })
      // One row per cell: its most urgent quote.
      const worst = quoted.find((quote) => quote.timing === 'ended') ?? quoted.find((quote) => quote.timing === 'ends-soon')
      if (worst?.timing)
        rows.push(healthRow({ ...base, kind: worst.timing, field: cell.path, at: worst.end, params: { offer: worst.slug } }))
    }
  }
  return rows
}
