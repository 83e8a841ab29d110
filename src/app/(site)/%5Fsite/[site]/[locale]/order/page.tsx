import { OrderScreen } from '@/features/order/server'
import { type SiteRouteParams, pageMetadata } from '@/features/pages/server'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { screen: 'order' })

export default function OrderPage({ params }: Props) {
  return <OrderScreen params={params} audience="private" />
}
