import type { SiteRouteParams } from '@/features/pages/route-params'
import { pageMetadata, renderPage } from '@/features/pages/render-page'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { screen: 'search' })

export default function SearchPage({ params }: Props) {
  return renderPage(params, { screen: 'search' })
}
