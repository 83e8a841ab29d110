import { OrderScreen } from '@/screens/order/OrderScreen'
import { type SiteRouteParams } from '@/sites/route-params'
import { pageMetadata } from '@/screens/content-page/render-page'

type Props = { params: SiteRouteParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

// Rendered per request: the step and the summary follow the link's choice (?offre=, ?configuration=).
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { route: 'business-order' })

export default function BusinessOrderPage({ params, searchParams }: Props) {
  return <OrderScreen params={params} searchParams={searchParams} audience="business" />
}
