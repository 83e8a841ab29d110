import { type SiteRouteParams, pageMetadata, renderPage } from '@/features/pages/server'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { screen: 'news' })

export default function NewsPage({ params }: Props) {
  return renderPage(params, { screen: 'news' })
}
