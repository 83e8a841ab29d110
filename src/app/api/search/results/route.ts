import { searchAnswerFor } from '@/features/search/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** The search screen's results as you type: pages, contents, news and channels with highlighted snippets. */
export const GET = edge.route({ call: 'search-results', siteFrom: 'query', handle: ({ query }) => searchAnswerFor(query) })
