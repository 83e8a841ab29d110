import 'server-only'

import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { canonicalRedirect } from '@/features/pages'
import { getFixedRoutePage } from '@/features/pages/server'
import { siteAndLocale, type SiteRouteParams } from '@/sites/route-params'
import { siteRules } from '@/sites/sites'
import { ContentPage } from '@/screens/content-page/ContentPage'
import { PageFrame } from '@/screens/content-page/PageFrame'
import { pageMetadata } from '@/screens/content-page/render-page'

import { isSearchable } from '@/features/search/server'
import { searchAnswer, MAX_QUERY_LENGTH } from '@/features/search/server'
import { SearchPanel } from '@/features/search/server'
import { ClientMessages } from '@/i18n/ClientMessages'

export type SearchParams = Promise<{ q?: string | string[] }>

async function queryOf(searchParams: SearchParams): Promise<string> {
  const { q } = await searchParams
  return (Array.isArray(q) ? q[0] : q)?.trim().slice(0, MAX_QUERY_LENGTH) ?? ''
}

/** The search screen (§2 /recherche): the CMS page of the screen, then the box with the results of `?q=`. */
export async function SearchScreen({ params, searchParams }: { params: SiteRouteParams; searchParams: SearchParams }) {
  const { site, locale } = await siteAndLocale(params)
  const q = await queryOf(searchParams)
  const [page, answer] = await Promise.all([
    getFixedRoutePage('search', site, locale),
    isSearchable(q) ? searchAnswer(site, locale, q) : null,
  ])
  // Rendered per request (the query): a 404 inside NotFoundPage's boundary would come after the status.
  if (!page) notFound()
  // §2: a language the site leaves out (English on Fribourg) is the French search, the query carried along.
  const canonical = canonicalRedirect({ urls: page.urls, allowed: siteRules(site).locales, locale })
  if (canonical) permanentRedirect(canonical)
  return (
    <PageFrame page={page} site={site} locale={locale}>
      <ContentPage page={page} site={site} locale={locale}>
        <ClientMessages messages={['search']}>
          <SearchPanel site={site} initialQuery={q} initialAnswer={answer} />
        </ClientMessages>
      </ContentPage>
    </PageFrame>
  )
}

/** The screen's own metadata; a page of results names its query and stays out of search engines. */
export async function searchMetadata(params: SiteRouteParams, searchParams: SearchParams): Promise<Metadata> {
  const metadata = await pageMetadata(params, { route: 'search' })
  const q = await queryOf(searchParams)
  if (!q) return metadata
  const { locale } = await siteAndLocale(params)
  const t = await getTranslations({ locale, namespace: 'search' })
  return { ...metadata, title: t('metaTitle', { q }), robots: { index: false, follow: true } }
}
