/**
 * Cards of the products an editor typed into a bloc's contents (§3 blocs → contents →
 * products), in the catalogue's card shape; a price typed as an amount ("49.-", "CHF 79.90 par
 * mois") is shown in the one format of the site, words ("sur demande") stay words.
 */
import type { Page } from '@/cms/payload-types'
import { factIcon, keyFacts, secondLink, type CardPrice, type OfferCard } from '@/features/catalogue'
import { parsePrice } from '@/lib/formats'

type Bloc = NonNullable<Page['blocs']>[number]
export type BlocContent = NonNullable<Bloc['contents']>[number]

export function offerPrice(price: string | null | undefined): CardPrice | null {
  const text = price?.trim() ?? ''
  if (text === '') return null
  const amount = parsePrice(text)
  return amount === null ? { kind: 'words', text } : { kind: 'amount', monthly: amount, promotion: null, oneOff: 0 }
}

/** One card per product; the products of a content share its link (§3 "a link with section"). */
export function offerCards(contents: readonly BlocContent[] | null | undefined): OfferCard[] {
  return (contents ?? []).flatMap((content, contentIndex) => {
    const url = content.link?.url?.trim()
    const link = url ? { url: sectionUrl(url, content.link?.section), label: content.link?.label?.trim() ?? '' } : null
    return (content.products ?? []).map((product, productIndex) => ({
      key: product.id ?? `${contentIndex}-${productIndex}`,
      slug: null,
      icon: product.kind,
      name: product.name,
      facts: keyFacts((product.features ?? []).map((feature) => feature.text)).map((text) => ({ text, icon: factIcon(text) })),
      price: offerPrice(product.price),
      link,
      details: secondLink(product.details),
    }))
  })
}

/** The link's section is an anchor on the target page, unless the url already has one. */
export function sectionUrl(url: string, section: string | null | undefined): string {
  const anchor = section?.trim()
  if (!anchor || url.includes('#')) return url
  return `${url}#${anchor}`
}
