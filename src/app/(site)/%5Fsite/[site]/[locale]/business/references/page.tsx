import { type SiteRouteParams, pageMetadata, renderPage } from '@/features/pages/server'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { screen: 'references' })

export default function BusinessReferencesPage({ params }: Props) {
  return renderPage(params, { screen: 'references' })
}
