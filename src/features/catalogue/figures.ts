/**
 * Catalogue figures written into editors' texts (hero cells): `{name:slug}` is the offer's name,
 * `{price:slug}` its monthly price now (the promotion's while it holds), `{regular-price:slug}` its regular price,
 * `{promotion:slug}` and `{until:slug}` the running promotion's words and end date. The figures
 * are read from the site's catalogue when the page renders, so a text never quotes another price.
 */
import { formatDate, formatPrice } from '@/lib/formats'

import type { CatalogueItem } from './catalogue'
import { activePromotion, currentMonthlyPrice } from './pricing'

const FIGURE = /\{(name|price|regular-price|promotion|until):([a-z0-9_-]+)\}/g

/** Whether a text names a catalogue figure (the page then reads its catalogue). */
export function hasFigures(text: string | null | undefined): boolean {
  return typeof text === 'string' && new RegExp(FIGURE.source).test(text)
}

function figure(kind: string, item: CatalogueItem, now: Date): string | null {
  const promotion = activePromotion(item, now)
  if (kind === 'name') return item.name
  if (kind === 'price') return formatPrice(currentMonthlyPrice(item, now))
  if (kind === 'regular-price') return formatPrice(item.monthlyPrice)
  if (kind === 'promotion') return promotion?.label.trim() || null
  return promotion ? formatDate(promotion.validUntil) : null
}

/**
 * The text with its figures filled in; null when one cannot be (an offer this site does not sell,
 * a promotion that is over): the text is then left out rather than shown with a hole or a stale figure.
 */
export function withFigures<T extends string | null | undefined>(text: T, items: readonly CatalogueItem[], now: Date): T | null {
  if (typeof text !== 'string' || !hasFigures(text)) return text
  let missing = false
  const filled = text.replace(FIGURE, (_, kind: string, slug: string) => {
    const item = items.find((candidate) => candidate.slug === slug)
    const value = item ? figure(kind, item, now) : null
    if (value === null) missing = true
    return value ?? ''
  })
  return missing ? null : (filled as T)
}
