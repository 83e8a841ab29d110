import { type SiteRouteParams, pageMetadata, renderPage } from '@/features/pages/server'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { screen: 'satisfaction' })

export default function SatisfactionPage({ params }: Props) {
  return renderPage(params, { screen: 'satisfaction' })
}
