import { formatDate, formatPrice } from '@/lib/formats'
import type { PdfLine } from '@/lib/pdf'

import { packFamily, type Catalogue, type CatalogueItem, type PackFamily } from './catalogue'
import { activePromotion, currentMonthlyPrice } from './pricing'

type Translate = (key: string, values?: Record<string, string | number>) => string

const FAMILIES: readonly PackFamily[] = ['internet-tv', 'internet', 'tv', 'mobile', 'phone']

/**
 * The lines of a site's price list, written from its catalogue as the pages price it: the offers
 * under their family, then the options, each at today's monthly price (a running promotion said
 * with its end and the regular price, its rebates), then the one-off fees once each, those waived online said so.
 */
export function priceListLines(catalogue: Catalogue, t: Translate, now: Date): PdfLine[] {
  const priced = (item: CatalogueItem): PdfLine[] => {
    const promotion = activePromotion(item, now)
    const line = { label: item.name, price: formatPrice(currentMonthlyPrice(item, now)) }
    const rebates = item.rebates.map((rebate) =>
      t('priceList.rebate', { label: rebate.label, amount: rebate.unit === 'percent' ? `${rebate.amount} %` : formatPrice(rebate.amount) }),
    )
    if (!promotion) return [line, ...rebates]
    const regular = formatPrice(item.monthlyPrice)
    const words = promotion.months === null ? 'priceList.promotion' : 'priceList.promotionForMonths'
    return [line, t(words, { label: promotion.label, date: formatDate(promotion.validUntil), regular }), ...rebates]
  }
  const lines: PdfLine[] = []
  for (const family of FAMILIES) {
    const offers = catalogue.offers.filter((offer) => packFamily(offer.kind) === family)
    if (offers.length > 0) lines.push({ h: t(`priceList.families.${family}`) }, ...offers.flatMap(priced))
  }
  if (catalogue.options.length > 0) lines.push({ h: t('priceList.options') }, ...catalogue.options.flatMap(priced))
  const fees = new Map<string, PdfLine>()
  for (const fee of [...catalogue.offers, ...catalogue.options].flatMap((item) => item.fees)) {
    const label = fee.waivedOnline ? `${fee.label} (${t('priceList.waivedOnline')})` : fee.label
    fees.set(`${label}|${fee.amount}`, { label, price: formatPrice(fee.amount) })
  }
  if (fees.size > 0) lines.push({ h: t('priceList.fees') }, ...fees.values())
  return lines
}
