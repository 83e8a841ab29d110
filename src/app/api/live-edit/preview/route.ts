import { openLivePreview } from '@/features/editor/server'
import { draftNewsUrl } from '@/features/news/server'
import { draftPageUrl } from '@/features/pages/server'

export const dynamic = 'force-dynamic'

/** The admin's live preview: ?collection=pages|news&id=&locale= → live edit on, 307 to the document's page. */
export function GET(request: Request) {
  return openLivePreview(request, { pages: draftPageUrl, news: draftNewsUrl })
}
