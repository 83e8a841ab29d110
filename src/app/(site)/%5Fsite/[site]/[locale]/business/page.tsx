import { type SiteRouteParams, pageMetadata, renderPage } from '@/features/pages/server'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { screen: 'business' })

export default function BusinessPage({ params }: Props) {
  return renderPage(params, { screen: 'business' })
}
