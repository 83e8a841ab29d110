import type { SiteRouteParams } from '@/sites/route-params'
import { SearchScreen, searchMetadata, type SearchParams } from '@/screens/search/SearchScreen'

type Props = { params: SiteRouteParams; searchParams: SearchParams }

// The results of ?q= are rendered on the server, so the page works without JavaScript; the site's
// cached pages (layout) are rendered per site and locale, this one per query.
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params, searchParams }: Props) => searchMetadata(params, searchParams)

export default function SearchPage({ params, searchParams }: Props) {
  return <SearchScreen params={params} searchParams={searchParams} />
}
