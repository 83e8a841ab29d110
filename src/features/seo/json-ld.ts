import type {
  BreadcrumbList,
  Graph,
  NewsArticle,
  Organization,
  Product,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
} from 'schema-dts'

import type { Locale } from '@/i18n/locales'

import { absoluteUrl } from '@/sites/site-url'

/** schema.org language tags of the site's locales (§3 consent locales name the same regions). */
const LANGUAGE: Record<Locale, string> = { fr: 'fr-CH', de: 'de-CH', en: 'en' }

function organizationId(origin: string): string {
  return `${origin}/#organization`
}

/** The operator behind a site: its phones per audience as contact points and its social links (§2). */
export function organizationLd(input: {
  origin: string
  name: string
  email: string | null
  phones: { private: string | null; business: string | null }
  social: readonly string[]
  locales: readonly Locale[]
}): Organization {
  const availableLanguage = input.locales.map((locale) => LANGUAGE[locale])
  const contactPoint = (
    [
      ['customer service', input.phones.private],
      ['sales', input.phones.business],
    ] as const
  ).flatMap(([contactType, telephone]) =>
    telephone ? [{ '@type': 'ContactPoint' as const, contactType, telephone, areaServed: 'CH', availableLanguage }] : [],
  )
  return {
    '@type': 'Organization',
    '@id': organizationId(input.origin),
    name: input.name,
    url: `${input.origin}/`,
    ...(input.email && { email: input.email }),
    ...(contactPoint.length > 0 && { contactPoint }),
    ...(input.social.length > 0 && { sameAs: [...input.social] }),
  }
}

/** The site with the search of /recherche as its SearchAction (`?q=`). */
export function webSiteLd(input: { origin: string; name: string; locale: Locale; homeUrl: string; searchUrl: string | null }): WebSite {
  const search = input.searchUrl ? new URL(absoluteUrl(input.origin, input.searchUrl)) : null
  const searchAction: WithActionConstraints<SearchAction> | null = search && {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${search.origin}${search.pathname}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  }
  return {
    '@type': 'WebSite',
    '@id': `${input.origin}/#website`,
    name: input.name,
    url: absoluteUrl(input.origin, input.homeUrl),
    inLanguage: LANGUAGE[input.locale],
    publisher: { '@id': organizationId(input.origin) },
    ...(searchAction && { potentialAction: searchAction }),
  }
}

/** Home, then each level down to the page itself; a single level is no trail. */
export function breadcrumbLd(origin: string, trail: readonly { name: string; url: string }[]): BreadcrumbList | null {
  if (trail.length < 2) return null
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(origin, step.url),
    })),
  }
}

/** One Product per offer with a monthly price in figures (CHF), offered on the page that shows it. */
export function productsLd(origin: string, pageUrl: string, offers: readonly { name: string; monthly: number | null }[]): Product[] {
  return offers.flatMap((card) => {
    if (card.monthly === null) return []
    const price = card.monthly.toFixed(2)
    return [
      {
        '@type': 'Product',
        name: card.name,
        brand: { '@id': organizationId(origin) },
        offers: {
          '@type': 'Offer',
          price,
          priceCurrency: 'CHF',
          url: absoluteUrl(origin, pageUrl),
          availability: 'https://schema.org/InStock',
        },
      },
    ]
  })
}

export function newsArticleLd(input: {
  origin: string
  url: string
  headline: string
  description: string | null
  datePublished: string | null
  image: string | null
  locale: Locale
}): NewsArticle {
  return {
    '@type': 'NewsArticle',
    headline: input.headline,
    url: absoluteUrl(input.origin, input.url),
    mainEntityOfPage: absoluteUrl(input.origin, input.url),
    inLanguage: LANGUAGE[input.locale],
    publisher: { '@id': organizationId(input.origin) },
    ...(input.description && { description: input.description }),
    ...(input.datePublished && { datePublished: input.datePublished }),
    ...(input.image && { image: absoluteUrl(input.origin, input.image) }),
  }
}

export function graph(nodes: readonly (Thing | null)[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes.filter((node): node is Thing => node !== null) }
}

/** JSON for a `<script type="application/ld+json">` data block: `<` escaped so no text can close the element. */
export function serializeJsonLd(data: Graph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
