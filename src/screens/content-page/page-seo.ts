import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Page } from '@/cms/payload-types'
import { apiMediaOf } from '@/features/media/server'
import type { ShareImage } from '@/features/seo'
import { documentMetadata } from '@/features/seo/server'
import { audienceOf } from '@/sites/audience'
import type { Locale } from '@/i18n/locales'
import { siteRules, type SiteId } from '@/sites/sites'

import type { LoadedPage } from '@/features/pages/server'

/** The picture shared with the page: its SEO image, else the first visible hero picture. */
function shareImageOf(page: Pick<Page, 'seo' | 'headers'>): ShareImage | null {
  const media = apiMediaOf(page.seo?.image) ?? apiMediaOf(page.headers?.find((header) => !header.hide && header.embed)?.embed)
  const format = media?.formats.header_nbig ?? media?.formats.base
  return media && format ? { url: format.url, width: format.width, height: format.height, alt: media.alt ?? media.name ?? '' } : null
}

/**
 * Title and description from the CMS (the page's SEO fields, else its title and subtitle, else
 * the site's description), absolute canonical and hreflang alternates, Open Graph and Twitter cards.
 */
export async function pageSeoMetadata(page: LoadedPage, site: SiteId, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'seo' })
  return documentMetadata({
    site,
    locale,
    audience: audienceOf(page.sections),
    urls: page.urls,
    title: page.seo?.title || page.title,
    description: page.seo?.description || page.subtitle || t('description', { site: siteRules(site).name }),
    image: shareImageOf(page),
  })
}
