import 'server-only'

import type { Metadata } from 'next'

import { audienceLocales, type Audience } from '@/sites/audience'
import { configuredOrigin } from '@/sites/site-origin'
import type { Locale } from '@/i18n/locales'
import { siteRules, type SiteId } from '@/sites/sites'

import { pageAlternates } from './alternates'
import { socialMetadata, type ShareImage } from './social'

/**
 * The metadata every public document carries: title and description, the absolute canonical and
 * hreflang alternates on the site's configured origin (the locales its site and audience offer),
 * and the Open Graph and Twitter cards.
 */
export function documentMetadata(input: {
  site: SiteId
  locale: Locale
  audience: Audience
  urls: Partial<Record<Locale, string | null>>
  title: string
  description: string | null
  image: ShareImage | null
  article?: { publishedTime: string | null }
}): Metadata {
  const origin = configuredOrigin(input.site)
  const { canonical, languages } = pageAlternates({
    origin,
    locale: input.locale,
    urls: input.urls,
    locales: audienceLocales(input.site, input.audience),
  })
  return {
    title: input.title,
    description: input.description,
    alternates: { canonical, languages },
    ...socialMetadata({
      origin,
      siteName: siteRules(input.site).name,
      locale: input.locale,
      url: canonical,
      title: input.title,
      description: input.description,
      image: input.image,
      ...(input.article && { type: 'article' as const, publishedTime: input.article.publishedTime }),
    }),
  }
}
