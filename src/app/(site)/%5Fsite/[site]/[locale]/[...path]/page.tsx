import { contactDetailsAudience, isPublisherPage } from '@/screens/contact-details'
import { ContactDetails, PublisherDetails } from '@/screens/contact-details/server'

import { isNetworkStatusPage } from '@/features/network-status'
import { NetworkStatusBoard } from '@/screens/network-status/NetworkStatusBoard'
import { OutageAlertSignup } from '@/features/outage-alerts'
import { pageIdFromPath } from '@/features/pages'
import { siteAndLocale, type SiteRouteParams } from '@/sites/route-params'
import { NotFoundPage, notFoundMetadata } from '@/screens/content-page/NotFoundPage'
import { pageMetadata, renderPage } from '@/screens/content-page/render-page'
import { isPointsOfSalePage } from '@/features/sellers'
import { PointsOfSale } from '@/screens/points-of-sale/PointsOfSale'
import { ClientMessages } from '@/i18n/ClientMessages'
import { FORM_CLIENT_MESSAGES } from '@/i18n/message-subsets'

type Props = { params: Promise<Awaited<SiteRouteParams> & { path: string[] }> }

/** The page id that ends the path, or null when it ends in none (a 404). */
async function pageId(params: Props['params']): Promise<number | null> {
  return pageIdFromPath((await params).path)
}

// Rendered on first request, then cached like the rest of the site.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  const id = await pageId(params)
  if (id !== null) return pageMetadata(params, { id })
  const { site, locale } = await siteAndLocale(params)
  return notFoundMetadata(site, locale)
}

/**
 * §2: any other page renders the content page whose id ends its path; points of sale list their
 * sellers, the network status page its events and the outage alerts' sign-up, contact pages the
 * site's phone, address and hours, the legal pages the company behind the site.
 */
export default async function ContentRoute({ params }: Props) {
  const id = await pageId(params)
  if (id === null) {
    const { site, locale } = await siteAndLocale(params)
    return <NotFoundPage site={site} locale={locale} />
  }
  const contactAudience = contactDetailsAudience(id)
  const screen = contactAudience ? (
    <ContactDetails params={params} audience={contactAudience} />
  ) : isPublisherPage(id) ? (
    <PublisherDetails params={params} />
  ) : isPointsOfSalePage(id) ? (
    <PointsOfSale params={params} />
  ) : isNetworkStatusPage(id) ? (
    <>
      <NetworkStatusBoard params={params} />
      <ClientMessages messages={['outageAlerts', ...FORM_CLIENT_MESSAGES]}>
        <OutageAlertSignup />
      </ClientMessages>
    </>
  ) : null
  return renderPage(params, { id, path: (await params).path }, screen)
}
