/**
 * Offer cards of the product contents (§3 blocs → contents → products; DESIGN.md "Offers are
 * cards"): name, 2–4 key facts, price in Swiss notation (§9), one action.
 */
import type { Page } from '@/cms/payload-types'
import { formatPrice } from '@/lib/formats'

type Bloc = NonNullable<Page['blocs']>[number]
export type BlocContent = NonNullable<Bloc['contents']>[number]
type Product = NonNullable<BlocContent['products']>[number]
export type ProductKind = Product['kind']

export const MAX_KEY_FACTS = 4

export type OfferCard = {
  key: string
  kind: ProductKind
  name: string
  facts: { text: string; icon: FactIcon }[]
  price: OfferPrice | null
  link: { url: string; label: string } | null
  /** The product's own second link (e.g. a TV pack's channels), shown beside the primary action. */
  details: { url: string; label: string } | null
}

/** At most four facts, blanks skipped: a card stays scannable. */
export function keyFacts(features: Product['features']): string[] {
  return (features ?? [])
    .map((feature) => feature.text?.trim() ?? '')
    .filter((text) => text !== '')
    .slice(0, MAX_KEY_FACTS)
}

/** `monthly` is false for a price typed as words ("sur demande"): no "per month" under it. */
export type OfferPrice = { amount: string; monthly: boolean }

/** `49` → `49.-`, `1234.5` → `1'234.50`; a non-numeric price is kept as typed. */
export function offerPrice(price: string | null | undefined): OfferPrice | null {
  const text = price?.trim() ?? ''
  if (text === '') return null
  const formatted = formatPrice(text)
  return formatted ? { amount: formatted, monthly: true } : { amount: text, monthly: false }
}

export type FactIcon = 'speed' | 'tv' | 'data' | 'calls' | 'check'

/** A fact gets the icon of what it talks about (speed, channels, data, calls), else a check mark. */
export function factIcon(text: string): FactIcon {
  if (/\b\d+(?:[.,]\d+)?\s?(?:[kmg]bit|[kmg]b\/s|mbps|gbps)/i.test(text)) return 'speed'
  if (/cha[iî]nes?|sender|channels?|replay|\btv\b/i.test(text)) return 'tv'
  if (/\b\d+\s?(?:go|gb)\b|data|données|daten|roaming/i.test(text)) return 'data'
  if (/appels?|anrufe?|calls?|minutes?|minuten|téléphon|telefon|phone/i.test(text)) return 'calls'
  return 'check'
}

/** One card per product; the products of a content share its link (§3 "a link with section"). */
export function offerCards(contents: readonly BlocContent[] | null | undefined): OfferCard[] {
  return (contents ?? []).flatMap((content, contentIndex) => {
    const url = content.link?.url?.trim()
    const link = url ? { url: sectionUrl(url, content.link?.section), label: content.link?.label?.trim() ?? '' } : null
    return (content.products ?? []).map((product, productIndex) => ({
      key: product.id ?? `${contentIndex}-${productIndex}`,
      kind: product.kind,
      name: product.name,
      facts: keyFacts(product.features).map((text) => ({ text, icon: factIcon(text) })),
      price: offerPrice(product.price),
      link,
      details: detailsLink(product.details),
    }))
  })
}

/** A product's second link needs both a url and its words: it has no generic label. */
function detailsLink(details: Product['details']): OfferCard['details'] {
  const url = details?.url?.trim()
  const label = details?.label?.trim()
  return url && label ? { url, label } : null
}

/** The link's section is an anchor on the target page, unless the url already has one. */
export function sectionUrl(url: string, section: string | null | undefined): string {
  const anchor = section?.trim()
  if (!anchor || url.includes('#')) return url
  return `${url}#${anchor}`
}

/**
 * Columns from 1200 px: three or four, whichever leaves fewer holes in the last row
 * (ties go to three, for wider cards).
 */
export function wideColumns(count: number): 3 | 4 {
  const holes = (columns: number) => (columns - (count % columns)) % columns
  return count > 3 && holes(4) < holes(3) ? 4 : 3
}
