import { OrderScreen } from '@/screens/order/OrderScreen'
import { type SiteRouteParams } from '@/sites/route-params'
import { pageMetadata } from '@/screens/content-page/render-page'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { route: 'order' })

export default function OrderPage({ params }: Props) {
  return <OrderScreen params={params} audience="private" />
}
