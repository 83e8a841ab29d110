import { NewsListScreen, newsListMetadata } from '@/screens/news/NewsScreens'
import type { SiteRouteParams } from '@/sites/route-params'

type Props = { params: SiteRouteParams }

// The news service's posts age within minutes; CMS news clear the cache when saved.
export const revalidate = 300

export const generateMetadata = ({ params }: Props) => newsListMetadata(params)

export default function NewsPage({ params }: Props) {
  return <NewsListScreen params={params} />
}
