import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { pageViewEvent, schedulePageView, type PageViewEvent } from './page-view'

describe('page view (§4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const eventAt = (path: string) => () => pageViewEvent({ path, status: 200, locale: 'fr', site: 1, pageId: null })

  it('Page-view event is pushed 250 ms after each route change.', () => {
    const pushed: PageViewEvent[] = []
    const push = (event: PageViewEvent) => pushed.push(event)

    const leaveHome = schedulePageView(push, eventAt('/'))
    vi.advanceTimersByTime(249)
    expect(pushed).toEqual([])
    vi.advanceTimersByTime(1)
    expect(pushed.map((event) => event.page_path)).toEqual(['/'])

    // The next route change: the finished timer's cancel is harmless, the new route reports once.
    leaveHome()
    schedulePageView(push, eventAt('/commande'))
    vi.advanceTimersByTime(250)
    vi.advanceTimersByTime(10_000)
    expect(pushed.map((event) => event.page_path)).toEqual(['/', '/commande'])
  })

  it('a route left before 250 ms reports no page view', () => {
    const pushed: PageViewEvent[] = []
    const leave = schedulePageView((event) => pushed.push(event), eventAt('/'))
    vi.advanceTimersByTime(100)
    leave()
    vi.advanceTimersByTime(1_000)
    expect(pushed).toEqual([])
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
