import { NewsDetailScreen, newsDetailMetadata, type NewsDetailParams } from '@/features/news/server'

type Props = { params: NewsDetailParams }

// Rendered on first request, then cached like the rest of the site.
export function generateStaticParams() {
  return []
}
export const revalidate = 300

export const generateMetadata = ({ params }: Props) => newsDetailMetadata(params)

export default function NewsDetailPage({ params }: Props) {
  return <NewsDetailScreen params={params} />
}
