import { type SiteRouteParams } from '@/sites/route-params'
import { pageMetadata } from '@/screens/content-page/render-page'
import { ReferencesScreen } from '@/screens/references/ReferencesScreen'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { route: 'references' })

export default function BusinessReferencesPage({ params }: Props) {
  return <ReferencesScreen params={params} />
}
