import { type SiteRouteParams, pageMetadata } from '@/features/pages/server'
import { ReferencesScreen } from '@/features/references/server'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { screen: 'references' })

export default function BusinessReferencesPage({ params }: Props) {
  return <ReferencesScreen params={params} />
}
