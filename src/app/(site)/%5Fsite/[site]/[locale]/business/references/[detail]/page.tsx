import { ReferenceDetailScreen, referenceMetadata, type ReferenceRouteParams } from '@/screens/references/ReferenceDetailScreen'

type Props = { params: ReferenceRouteParams }

// Rendered on first request, then cached like the rest of the site.
export function generateStaticParams() {
  return []
}

export const generateMetadata = ({ params }: Props) => referenceMetadata(params)

/** §2 `:detail`: the reference whose slug the content API hands out as its URL. */
export default function ReferenceDetailPage({ params }: Props) {
  return <ReferenceDetailScreen params={params} />
}
