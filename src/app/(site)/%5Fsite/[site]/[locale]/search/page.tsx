import type { SiteRouteParams } from '@/features/pages/server'
import { SearchScreen, searchMetadata, type SearchParams } from '@/features/search/server'

type Props = { params: SiteRouteParams; searchParams: SearchParams }

export const generateMetadata = ({ params, searchParams }: Props) => searchMetadata(params, searchParams)

export default function SearchPage({ params, searchParams }: Props) {
  return <SearchScreen params={params} searchParams={searchParams} />
}
