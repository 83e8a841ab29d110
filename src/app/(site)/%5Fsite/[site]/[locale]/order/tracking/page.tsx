import { OrderTrackingScreen, orderTrackingMetadata } from '@/screens/order-tracking/OrderTrackingScreen'
import type { SiteRouteParams } from '@/sites/route-params'

type Props = { params: SiteRouteParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

// One customer's order (?ref=&token=): rendered per request, never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props) => orderTrackingMetadata(params)

/** Where the order mails' and the confirmation's links lead, and the lookup by reference and postal code. */
export default function OrderTrackingPage({ params, searchParams }: Props) {
  return <OrderTrackingScreen params={params} searchParams={searchParams} />
}
