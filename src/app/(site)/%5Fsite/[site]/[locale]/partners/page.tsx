import { type SiteRouteParams, pageMetadata, renderPage } from '@/features/pages/server'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { screen: 'partners' })

export default function PartnersPage({ params }: Props) {
  return renderPage(params, { screen: 'partners' })
}
