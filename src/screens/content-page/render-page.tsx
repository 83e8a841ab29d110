import 'server-only'

import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import type { ReactNode } from 'react'

import type { FixedRoute } from '@/cms/fields/options'
import { adminDocumentHref } from '@/features/editor'
import { liveEditOn } from '@/features/editor/server'
import { canonicalRedirect, contentPagePath } from '@/features/pages'
import type { Locale } from '@/i18n/locales'
import { audienceLocales, audienceOf } from '@/sites/audience'
import { pageIdOf, type SiteId } from '@/sites/sites'

import { ContentPage } from './ContentPage'
import { NotFoundPage, notFoundMetadata } from './NotFoundPage'
import { getDraftPage, getDraftFixedRoutePage, getPublishedPage, getFixedRoutePage, type LoadedPage } from '@/features/pages/server'
import { PageFrame } from './PageFrame'
import { pageSeoMetadata } from './page-seo'
import { siteAndLocale, type SiteRouteParams } from '@/sites/route-params'

/**
 * What a route asks for: a page by id (with the path it was read from), the home page of the site,
 * or the page of a fixed route (found by its `screen` field).
 */
export type PageRef = { id: number; path?: readonly string[] } | { home: true } | { route: FixedRoute }

function read(ref: PageRef, site: SiteId, locale: Locale, draft: boolean): Promise<LoadedPage | null> {
  if ('route' in ref) return (draft ? getDraftFixedRoutePage : getFixedRoutePage)(ref.route, site, locale)
  return (draft ? getDraftPage : getPublishedPage)('home' in ref ? pageIdOf(site, 'home') : ref.id, site, locale)
}

/** The page a route shows: its latest draft in live edit (§6), else the published page from the cache. */
export async function loadPage(ref: PageRef, site: SiteId, locale: Locale): Promise<LoadedPage | null> {
  return read(ref, site, locale, await liveEditOn())
}

/** `children`: the screen's own content, in the page's slot after its text (e.g. a list of sellers). */
export async function renderPage(params: SiteRouteParams, ref: PageRef, children?: ReactNode) {
  const { site, locale } = await siteAndLocale(params)
  const draft = await liveEditOn()
  const page = await read(ref, site, locale, draft)
  if (!page) return <NotFoundPage site={site} locale={locale} />
  // §2: one url per page and locale; the production listener carries the visitor's query along.
  const canonical = canonicalRedirect({
    urls: page.urls,
    allowed: audienceLocales(site, audienceOf(page.sections)),
    locale,
    requested: 'path' in ref && ref.path ? contentPagePath(ref.path, locale) : undefined,
  })
  if (canonical) permanentRedirect(canonical)
  return (
    <PageFrame page={page} site={site} locale={locale}>
      <ContentPage page={page} site={site} locale={locale} editHref={draft ? adminDocumentHref('pages', page.id) : undefined}>
        {children}
      </ContentPage>
    </PageFrame>
  )
}

/** Title, description, alternates and social cards from the CMS (§2 SEO). */
export async function pageMetadata(params: SiteRouteParams, ref: PageRef): Promise<Metadata> {
  const { site, locale } = await siteAndLocale(params)
  const page = await loadPage(ref, site, locale)
  return page ? pageSeoMetadata(page, site, locale) : notFoundMetadata(site, locale)
}
