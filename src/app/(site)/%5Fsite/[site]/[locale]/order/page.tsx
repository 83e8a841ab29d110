import type { SiteRouteParams } from '@/features/pages/route-params'
import { pageMetadata, renderPage } from '@/features/pages/render-page'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { screen: 'order' })

export default function OrderPage({ params }: Props) {
  return renderPage(params, { screen: 'order' })
}
