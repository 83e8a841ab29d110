import { type SiteRouteParams, pageMetadata, renderPage } from '@/features/pages/server'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { screen: 'search' })

export default function SearchPage({ params }: Props) {
  return renderPage(params, { screen: 'search' })
}
