import { notFound } from 'next/navigation'

import { contactDetailsAudience, isPublisherPage } from '@/screens/contact-details'
import { ContactDetails, PublisherDetails } from '@/screens/contact-details/server'

import { isNetworkStatusPage } from '@/features/network-status'
import { NetworkStatusBoard } from '@/screens/network-status/NetworkStatusBoard'
import { OutageAlertSignup } from '@/features/outage-alerts'
import { pageIdFromPath } from '@/features/pages'
import { type SiteRouteParams } from '@/sites/route-params'
import { pageMetadata, renderPage } from '@/screens/content-page/render-page'
import { isPointsOfSalePage } from '@/features/sellers'
import { PointsOfSale } from '@/screens/points-of-sale/PointsOfSale'
import { ClientMessages } from '@/i18n/ClientMessages'
import { FORM_CLIENT_MESSAGES } from '@/i18n/message-subsets'

type Props = { params: Promise<Awaited<SiteRouteParams> & { path: string[] }> }

async function pageId(params: Props['params']): Promise<number> {
  const id = pageIdFromPath((await params).path)
  if (id === null) notFound()
  return id
}

// Rendered on first request, then cached like the rest of the site.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  return pageMetadata(params, { id: await pageId(params) })
}

/**
 * §2: any other page renders the content page whose id ends its path; points of sale list their
 * sellers, the network status page its events and the outage alerts' sign-up, contact pages the
 * site's phone, address and hours, the legal pages the company behind the site.
 */
export default async function ContentRoute({ params }: Props) {
  const id = await pageId(params)
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
