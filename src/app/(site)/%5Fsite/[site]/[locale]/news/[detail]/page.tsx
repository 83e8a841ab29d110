import { NewsDetailScreen, newsDetailMetadata, type NewsDetailParams } from '@/screens/news/NewsScreens'

type Props = { params: NewsDetailParams }

// Rendered per request: a cached redirect is answered with its Location header twice, which
// proxies join into "/a, /a" (vercel/next.js #82117, fix pending in #95913). The wrong-slug
// redirect must stay a clean 308, so this route is not cached until Next ships the fix.
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props) => newsDetailMetadata(params)

export default function NewsDetailPage({ params }: Props) {
  return <NewsDetailScreen params={params} />
}
