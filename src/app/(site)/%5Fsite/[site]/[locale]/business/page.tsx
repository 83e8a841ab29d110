import { type SiteRouteParams } from '@/sites/route-params'
import { pageMetadata, renderPage } from '@/screens/content-page/render-page'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { route: 'business' })

export default function BusinessPage({ params }: Props) {
  return renderPage(params, { route: 'business' })
}
