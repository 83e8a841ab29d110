import { OrderScreen } from '@/screens/order/OrderScreen'
import { type SiteRouteParams } from '@/sites/route-params'
import { pageMetadata } from '@/screens/content-page/render-page'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { route: 'business-order' })

export default function BusinessOrderPage({ params }: Props) {
  return <OrderScreen params={params} audience="business" />
}
