import 'server-only'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { getPublishedPage } from '@/features/pages/server'
import type { Locale } from '@/i18n/locales'
import { pageIdOf, type SiteId } from '@/sites/sites'

import { ErrorPage } from './ErrorPage'
import { StatusOnly } from './StatusOnly'

/** Next's 404, thrown inside the boundary below: the response takes the status, the page keeps its HTML. */
async function NotFoundStatus(): Promise<never> {
  notFound()
}

/**
 * §2/§8: what a route renders when its path matches nothing, instead of calling `notFound()` itself:
 * the error page in the site's frame, hydrated like any page, and beside it the 404. Thrown outside a
 * Suspense boundary, the 404 fails the whole server render (Next then sends an empty error document
 * and the page appears only once JavaScript has run); thrown inside this one, it fails only the
 * boundary, empty, and the page is answered with status 404. The browser renders the boundary again,
 * meets the 404 and shows nothing for it (StatusOnly): the page it was sent stays, not redrawn.
 */
export function NotFoundPage({ site, locale }: { site: SiteId; locale: Locale }) {
  return (
    <>
      <ErrorPage site={site} locale={locale} />
      <Suspense fallback={null}>
        <StatusOnly>
          <NotFoundStatus />
        </StatusOnly>
      </Suspense>
    </>
  )
}

/** The error page's title, kept out of search indexes (what `notFound()` would have added). */
export async function notFoundMetadata(site: SiteId, locale: Locale): Promise<Metadata> {
  const page = await getPublishedPage(pageIdOf(site, 'error'), site, locale).catch(() => null)
  return { ...(page ? { title: page.title } : {}), robots: { index: false } }
}
