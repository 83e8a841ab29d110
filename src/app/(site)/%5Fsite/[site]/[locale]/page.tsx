import type { SiteRouteParams } from '@/features/pages/route-params'
import { pageMetadata, renderPage } from '@/features/pages/render-page'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { home: true })

export default function HomePage({ params }: Props) {
  return renderPage(params, { home: true })
}
