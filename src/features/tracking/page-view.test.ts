import { describe, expect, it } from 'vitest'

import { PAGE_VIEW_DELAY_MS, pageViewEvent } from './page-view'

describe('page view (§4, §9)', () => {
  it('page-view event is pushed 250 ms after each route change', () => {
    expect(PAGE_VIEW_DELAY_MS).toBe(250)
  })

  it('carries the status, so the error page reports a 404 page view', () => {
    expect(pageViewEvent({ path: '/en/nothing-here', status: 404, locale: 'en', site: 1, pageId: 702 })).toEqual({
      event: 'page_view',
      page_path: '/en/nothing-here',
      page_status: 404,
      page_language: 'en',
      page_site: 1,
      page_id: 702,
    })
  })
})
