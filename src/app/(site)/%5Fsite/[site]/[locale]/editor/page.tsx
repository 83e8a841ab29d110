import { type SiteRouteParams, pageMetadata, renderPage } from '@/features/pages/server'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { screen: 'editor' })

export default function EditorPage({ params }: Props) {
  return renderPage(params, { screen: 'editor' })
}
