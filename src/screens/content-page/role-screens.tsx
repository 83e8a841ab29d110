import 'server-only'

import type { ReactElement } from 'react'

import type { PageRole } from '@/sites/page-roles'
import type { SiteRouteParams } from '@/sites/route-params'

import { ContactDetails, PublisherDetails } from '@/screens/contact-details/server'
import { NetworkStatusScreen } from '@/screens/network-status/NetworkStatusScreen'
import { PointsOfSale } from '@/screens/points-of-sale/PointsOfSale'

/** What a page of a role shows in its slot after its words and blocs, given the route's params. */
type RoleScreen = (props: { params: SiteRouteParams }) => ReactElement

/**
 * §2, from page role to screen (the page's id gives its role, src/sites): the contact pages show
 * the site's phone, address and hours (Entremont's technical support the same as the private
 * one), the legal notice and the privacy policy the company behind the site, points of sale their
 * sellers, the network status page its events and the outage alerts' sign-up. A page of any other
 * role, or of none, shows its words and blocs only.
 */
export const ROLE_SCREENS: { readonly [R in PageRole]?: RoleScreen } = {
  contact: ({ params }) => <ContactDetails params={params} audience="private" />,
  businessContact: ({ params }) => <ContactDetails params={params} audience="business" />,
  technicalSupport: ({ params }) => <ContactDetails params={params} audience="private" />,
  legalNotice: ({ params }) => <PublisherDetails params={params} />,
  privacyPolicy: ({ params }) => <PublisherDetails params={params} />,
  pointsOfSale: ({ params }) => <PointsOfSale params={params} />,
  networkStatus: ({ params }) => <NetworkStatusScreen params={params} />,
}
