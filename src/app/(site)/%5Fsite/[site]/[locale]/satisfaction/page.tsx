import type { SiteRouteParams } from '@/features/pages/route-params'
import { pageMetadata, renderPage } from '@/features/pages/render-page'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { screen: 'satisfaction' })

export default function SatisfactionPage({ params }: Props) {
  return renderPage(params, { screen: 'satisfaction' })
}
