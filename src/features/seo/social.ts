import type { Metadata } from 'next'

import type { Locale } from '@/i18n/locales'

import { absoluteUrl } from '@/sites/site-url'

const OG_LOCALE: Record<Locale, string> = { fr: 'fr_CH', de: 'de_CH', en: 'en_GB' }

export type ShareImage = { url: string; width: number | null; height: number | null; alt: string }

/** Open Graph and Twitter card of a page: its title, description and picture, all URLs absolute. */
export function socialMetadata(input: {
  origin: string
  siteName: string
  locale: Locale
  url: string | null
  title: string
  description: string | null
  image: ShareImage | null
  type?: 'website' | 'article'
  publishedTime?: string | null
}): Pick<Metadata, 'openGraph' | 'twitter'> {
  const image = input.image && {
    url: absoluteUrl(input.origin, input.image.url),
    alt: input.image.alt,
    ...(input.image.width && { width: input.image.width }),
    ...(input.image.height && { height: input.image.height }),
  }
  const common = { title: input.title, ...(input.description && { description: input.description }), ...(image && { images: [image] }) }
  return {
    openGraph: {
      ...common,
      siteName: input.siteName,
      locale: OG_LOCALE[input.locale],
      ...(input.url && { url: absoluteUrl(input.origin, input.url) }),
      ...(input.type === 'article'
        ? { type: 'article' as const, ...(input.publishedTime && { publishedTime: input.publishedTime }) }
        : { type: 'website' as const }),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', ...common },
  }
}
