/** §4: the page-view event is pushed 250 ms after each route change. */
const PAGE_VIEW_DELAY_MS = 250

export type PageViewEvent = {
  event: 'page_view'
  page_path: string
  page_status: number
  page_language: string
  page_site: number
  page_id: number | null
}

/**
 * Schedules the page view of the route just rendered and returns its cancel, which the next route
 * change calls: a route left within 250 ms reports nothing, each route that stays reports once.
 */
export function schedulePageView(push: (event: PageViewEvent) => void, event: () => PageViewEvent): () => void {
  const timer = setTimeout(() => push(event()), PAGE_VIEW_DELAY_MS)
  return () => clearTimeout(timer)
}

export function pageViewEvent(input: { path: string; status: number; locale: string; site: number; pageId: number | null }): PageViewEvent {
  return {
    event: 'page_view',
    page_path: input.path,
    page_status: input.status,
    page_language: input.locale,
    page_site: input.site,
    page_id: input.pageId,
  }
}
