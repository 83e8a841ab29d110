import { NewsDetailScreen, newsDetailMetadata, type NewsDetailParams } from '@/screens/news/NewsScreens'

type Props = { params: NewsDetailParams }

// Rendered on first request, then cached like the rest of the site (a 404 too, with its page in
// the HTML; a per-request render could only send Next's empty error document). CMS news clear
// their pages when saved; the news service's posts age within minutes. A cached wrong-title
// redirect, which Next writes with its Location twice, leaves the production listener with one.
export const revalidate = 300

export function generateStaticParams() {
  return []
}

export const generateMetadata = ({ params }: Props) => newsDetailMetadata(params)

export default function NewsDetailPage({ params }: Props) {
  return <NewsDetailScreen params={params} />
}
