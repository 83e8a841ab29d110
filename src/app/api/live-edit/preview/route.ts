import { badPreview, openLivePreview, previewerOnly, previewQuery } from '@/features/editor/server'
import { draftNewsUrl } from '@/features/news/server'
import { draftPageUrl } from '@/features/pages/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** The admin's live preview: ?collection=pages|news&id=&locale= → live edit on, 307 to the document's page. */
export const GET = edge.route({
  call: 'live-edit-preview',
  guard: previewerOnly,
  query: previewQuery,
  invalidQuery: badPreview,
  handle: ({ query }) => openLivePreview(query, { pages: draftPageUrl, news: draftNewsUrl }),
})
