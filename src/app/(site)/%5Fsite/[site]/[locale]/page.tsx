import { type SiteRouteParams, pageMetadata, renderPage } from '@/features/pages/server'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { home: true })

export default function HomePage({ params }: Props) {
  return renderPage(params, { home: true })
}
