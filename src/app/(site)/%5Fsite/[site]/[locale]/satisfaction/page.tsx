import { type SiteRouteParams } from '@/sites/route-params'
import { pageMetadata, renderPage } from '@/screens/content-page/render-page'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { route: 'satisfaction' })

export default function SatisfactionPage({ params }: Props) {
  return renderPage(params, { route: 'satisfaction' })
}
