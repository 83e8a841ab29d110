/** §4: the page-view event is pushed 250 ms after each route change. */
export const PAGE_VIEW_DELAY_MS = 250

export type PageViewEvent = {
  event: 'page_view'
  page_path: string
  page_status: number
  page_language: string
  page_site: number
  page_id: number | null
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
