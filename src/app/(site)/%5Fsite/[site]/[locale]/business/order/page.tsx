import { OrderScreen } from '@/features/order/OrderScreen'
import type { SiteRouteParams } from '@/features/pages/route-params'
import { pageMetadata } from '@/features/pages/render-page'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { screen: 'business-order' })

export default function BusinessOrderPage({ params }: Props) {
  return <OrderScreen params={params} audience="business" />
}
