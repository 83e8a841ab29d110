import { OrderScreen } from '@/features/order/server'
import { type SiteRouteParams, pageMetadata } from '@/features/pages/server'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { screen: 'business-order' })

export default function BusinessOrderPage({ params }: Props) {
  return <OrderScreen params={params} audience="business" />
}
