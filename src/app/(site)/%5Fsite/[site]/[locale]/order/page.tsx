import { OrderScreen } from '@/features/order/OrderScreen'
import type { SiteRouteParams } from '@/features/pages/route-params'
import { pageMetadata } from '@/features/pages/render-page'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { screen: 'order' })

export default function OrderPage({ params }: Props) {
  return <OrderScreen params={params} audience="private" />
}
