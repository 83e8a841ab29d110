/**
 * An offer card (design rules: "Offers are cards"): name, 2–4 key facts, the price, one action.
 * Catalogue products become cards here; the page blocs' free-text products use the same shape.
 */
import type { CatalogueItem, Promotion } from './catalogue'
import { quote } from './pricing'

const MAX_KEY_FACTS = 4

export type CardIcon = 'product' | 'internet' | 'mobile' | 'phone' | 'tv' | 'business'
export type FactIcon = 'speed' | 'tv' | 'data' | 'calls' | 'check'

/** A price from the catalogue (amounts in CHF), or one an editor typed as words ("sur demande"). */
export type CardPrice = { kind: 'amount'; monthly: number; promotion: Promotion | null; oneOff: number } | { kind: 'words'; text: string }

export type OfferCard = {
  key: string
  /** The catalogue slug, when the card is a catalogue offer. */
  slug: string | null
  icon: CardIcon
  name: string
  facts: { text: string; icon: FactIcon }[]
  price: CardPrice | null
  link: { url: string; label: string } | null
  /** The product's own second link (e.g. a TV pack's channels), shown beside the primary action. */
  details: { url: string; label: string } | null
}

/** At most four facts, blanks skipped: a card stays scannable. */
export function keyFacts(texts: readonly (string | null | undefined)[]): string[] {
  return texts
    .map((text) => text?.trim() ?? '')
    .filter((text) => text !== '')
    .slice(0, MAX_KEY_FACTS)
}

/** A fact gets the icon of what it talks about (speed, channels, data, calls), else a check mark. */
export function factIcon(text: string): FactIcon {
  if (/\b\d+(?:[.,]\d+)?\s?(?:[kmg]bit|[kmg]b\/s|mbps|gbps)/i.test(text)) return 'speed'
  if (/cha[iî]nes?|sender|channels?|replay|\btv\b/i.test(text)) return 'tv'
  if (/\b\d+\s?(?:go|gb)\b|data|données|daten|roaming/i.test(text)) return 'data'
  if (/appels?|anrufe?|calls?|minutes?|minuten|téléphon|telefon|phone/i.test(text)) return 'calls'
  return 'check'
}

const CATALOGUE_ICONS: Record<CatalogueItem['kind'], CardIcon> = {
  'internet-tv': 'product',
  internet: 'internet',
  tv: 'tv',
  mobile: 'mobile',
  phone: 'phone',
  'business-internet': 'business',
  'business-mobile': 'mobile',
  'sip-trunk': 'phone',
  teams: 'business',
  'ip-centrex': 'phone',
  option: 'product',
}

/** Cards of catalogue offers: the running promotion, the one-off fees, "Commander" with the offer chosen. */
export function catalogueCards(offers: readonly CatalogueItem[], now: Date, orderUrl: (offer: CatalogueItem) => string): OfferCard[] {
  return offers.map((offer) => {
    const prices = quote([{ item: offer, quantity: 1 }], now)
    return {
      key: offer.slug,
      slug: offer.slug,
      icon: CATALOGUE_ICONS[offer.kind],
      name: offer.name,
      facts: keyFacts(offer.features).map((text) => ({ text, icon: factIcon(text) })),
      price: { kind: 'amount', monthly: offer.monthlyPrice, promotion: prices.lines[0]?.promotion ?? null, oneOff: prices.oneOffTotal },
      link: { url: orderUrl(offer), label: '' },
      details: offer.details,
    }
  })
}

/**
 * Columns from 1200 px: three or four, whichever leaves fewer holes in the last row
 * (ties go to three, for wider cards).
 */
export function wideColumns(count: number): 3 | 4 {
  const holes = (columns: number) => (columns - (count % columns)) % columns
  return count > 3 && holes(4) < holes(3) ? 4 : 3
}
