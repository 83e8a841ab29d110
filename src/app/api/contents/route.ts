import { listContents } from '@/api/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** §7 GET /api/contents?type=pages|vods|faq|index|sellers|distributors|channels|channels_categories|news|references → hydra. */
export const GET = edge.route({ call: 'contents', siteFrom: 'query', handle: ({ query }) => listContents(query) })
