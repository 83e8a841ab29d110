import 'server-only'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { getPublishedPage } from '@/features/pages/server'
import type { Locale } from '@/i18n/locales'
import { pageIdOf, type SiteId } from '@/sites/sites'

import { ErrorPage } from './ErrorPage'

/** Next's 404, thrown inside the boundary below: the response takes the status, the page keeps its HTML. */
async function NotFoundStatus(): Promise<never> {
  notFound()
}

/**
 * §2/§8: what a route renders when its path matches nothing, instead of calling `notFound()` itself.
 * A 404 thrown outside a Suspense boundary fails the whole server render: Next then sends an empty
 * error document and the error page appears only once JavaScript has run. Thrown inside this boundary,
 * the page is rendered with the boundary's fallback, the error page in the site's frame, and answered
 * with status 404; in the browser the boundary retries, meets the 404 and shows the segment's
 * not-found view, the same page.
 */
export function NotFoundPage({ site, locale }: { site: SiteId; locale: Locale }) {
  return (
    <Suspense fallback={<ErrorPage site={site} locale={locale} />}>
      <NotFoundStatus />
    </Suspense>
  )
}

/** The error page's title, kept out of search indexes (what `notFound()` would have added). */
export async function notFoundMetadata(site: SiteId, locale: Locale): Promise<Metadata> {
  const page = await getPublishedPage(pageIdOf(site, 'error'), site, locale).catch(() => null)
  return { ...(page ? { title: page.title } : {}), robots: { index: false } }
}
