import 'server-only'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { getPublishedPage } from '@/features/pages/server'
import { siteAndLocale, type SiteRouteParams } from '@/sites/route-params'
import { PageFrame } from '@/screens/content-page/PageFrame'
import { getPathname } from '@/i18n/navigation'
import { pageIdOf, siteRules } from '@/sites/sites'

import { OutageAlertOutcome } from '@/features/outage-alerts/server'
import { isLinkResult, type LinkResult } from '@/features/outage-alerts/server'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

async function resultOf(searchParams: SearchParams): Promise<LinkResult> {
  const { result } = await searchParams
  return isLinkResult(result) ? result : 'invalid'
}

export async function outcomeMetadata(params: SiteRouteParams, searchParams: SearchParams): Promise<Metadata> {
  const { locale } = await siteAndLocale(params)
  const t = await getTranslations({ locale, namespace: 'outageAlerts' })
  // A personal answer to a mail link: nothing for search engines.
  return { title: t(`outcome.${await resultOf(searchParams)}.title`), robots: { index: false, follow: false } }
}

/** The page a confirmation or unsubscribe link ends on, in the frame of the network status page. */
export async function OutcomePage({ params, searchParams }: { params: SiteRouteParams; searchParams: SearchParams }) {
  const { site, locale } = await siteAndLocale(params)
  const result = await resultOf(searchParams)
  const statusPage = await getPublishedPage(pageIdOf(site, 'networkStatus'), site, locale)
  // Rendered per request (the result): a 404 inside NotFoundPage's boundary would come after the status.
  if (!statusPage) notFound()
  // The language switcher leads to the same answer in the site's other languages.
  const urls = Object.fromEntries(
    siteRules(site).locales.map((other) => [other, `${getPathname({ href: '/outage-alerts', locale: other })}?result=${result}`]),
  )
  return (
    <PageFrame page={{ ...statusPage, urls }} site={site} locale={locale}>
      <OutageAlertOutcome result={result} statusUrl={statusPage.urls[locale] ?? null} />
    </PageFrame>
  )
}
